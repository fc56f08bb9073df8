import { describe, expect, it, vi } from 'vitest';
import { realmLandingPath } from '../../../src/gateway/auth/redirect.js';
import { signOut } from '../../../src/gateway/auth/sign-out.js';
import { verifyGoto } from '../../../src/gateway/auth/verify-goto.js';
import type { SessionAccess } from '../../../src/gateway/auth/session.js';
import type { BrowserSsoCookie } from '../../../src/gateway/auth/sso-cookie.js';
import type { AmClient } from '../../../src/gateway/upstream/am.js';
import type { OAuthClient } from '../../../src/gateway/upstream/oauth.js';

const CONSOLE = 'http://localhost:8080';
const END_USER_URL = `${CONSOLE}/dashboard?realm=alpha`;

/** Access management that accepts paths on the console and answers the end-user URL otherwise. */
function amAccepting(accepted: (goto: string) => boolean) {
  const validateGoto = vi.fn((_realm: string, goto: string) =>
    Promise.resolve(accepted(goto) ? goto : END_USER_URL),
  );
  return { validateGoto, logout: vi.fn(() => Promise.resolve()) };
}

const asAm = (am: ReturnType<typeof amAccepting>) => am as unknown as AmClient;

describe('verifyGoto', () => {
  it('accepts a goto the platform answers unchanged', async () => {
    const am = amAccepting((goto) => goto.startsWith('/'));
    expect(await verifyGoto(asAm(am), 'alpha', '/profile', 'sso')).toEqual({
      successUrl: '/profile',
      rejected: false,
    });
    expect(am.validateGoto).toHaveBeenCalledWith('alpha', '/profile', 'sso');
  });

  it('rejects a goto the platform replaces, and one it could not be asked about', async () => {
    const am = amAccepting(() => false);
    expect(await verifyGoto(asAm(am), 'alpha', 'https://evil.example/')).toEqual({
      successUrl: END_USER_URL,
      rejected: true,
    });
    am.validateGoto.mockRejectedValueOnce(new Error('unreachable'));
    expect(await verifyGoto(asAm(am), 'alpha', '/profile')).toEqual({
      successUrl: undefined,
      rejected: true,
    });
  });
});

describe('realmLandingPath', () => {
  it("goes to the platform's end-user page of the realm, or the dashboard with the realm", () => {
    expect(realmLandingPath(END_USER_URL, CONSOLE, 'alpha')).toBe('/dashboard?realm=alpha');
    expect(realmLandingPath(undefined, CONSOLE, 'bravo')).toBe('/dashboard?realm=bravo');
    expect(realmLandingPath('https://evil.example/', CONSOLE, 'alpha')).toBe(
      '/dashboard?realm=alpha',
    );
  });
});

describe('signOut and the post-logout URL', () => {
  function signedOutWith(postLogoutUrl: string, am: ReturnType<typeof amAccepting>) {
    const session = {
      signedIn: () => ({ realm: 'alpha', accessToken: 'at', ssoToken: 'sso', postLogoutUrl }),
      clear: vi.fn(),
    } as unknown as SessionAccess;
    return signOut({
      session,
      ssoCookie: { clear: vi.fn(() => Promise.resolve()) } as unknown as BrowserSsoCookie,
      am: asAm(am),
      oauth: { revoke: vi.fn(() => Promise.resolve()) } as unknown as OAuthClient,
      log: { warn: vi.fn() } as never,
    });
  }

  it('answers a post-logout URL the platform accepts', async () => {
    const am = amAccepting((goto) => goto.startsWith(CONSOLE));
    expect(await signedOutWith(`${CONSOLE}/login?realm=alpha`, am)).toEqual({
      postLogoutUrl: `${CONSOLE}/login?realm=alpha`,
      gotoRejected: false,
    });
  });

  it('answers none, and says so, for one the platform refuses', async () => {
    const am = amAccepting((goto) => goto.startsWith(CONSOLE));
    expect(await signedOutWith('https://evil.example/', am)).toEqual({
      postLogoutUrl: null,
      gotoRejected: true,
    });
    expect(am.validateGoto).toHaveBeenCalledWith('alpha', 'https://evil.example/', undefined);
  });
});
