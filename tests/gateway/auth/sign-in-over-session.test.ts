import { describe, expect, it, vi } from 'vitest';
import { runJourneyStep } from '../../../src/gateway/auth/journey.js';
import type { SessionAccess, SignedIn } from '../../../src/gateway/auth/session.js';
import type { BrowserSsoCookie } from '../../../src/gateway/auth/sso-cookie.js';
import type { AmClient } from '../../../src/gateway/upstream/am.js';
import type { IdmClient } from '../../../src/gateway/upstream/idm.js';
import type { OAuthClient } from '../../../src/gateway/upstream/oauth.js';

const DEMO: SignedIn = {
  realm: 'alpha',
  username: 'demo',
  subject: 'demo-id',
  authTime: 1,
  ssoToken: 'demo-sso',
  accessToken: 'demo-at',
  refreshToken: 'demo-rt',
  expiresAt: Date.now() + 60_000,
};

/** A gateway session holding `signedIn`, and the platform that completes approver's sign-in. */
function signInOver(signedIn: SignedIn | undefined) {
  let stored = signedIn;
  const calls: string[] = [];
  const session = {
    signedIn: () => stored,
    journey: () => undefined,
    setJourney: vi.fn(),
    setSignedIn: (value: SignedIn) => {
      calls.push(`store ${value.username}`);
      stored = value;
    },
  } as unknown as SessionAccess;
  const am = {
    authenticate: () => Promise.resolve({ tokenId: 'approver-sso', realm: '/alpha' }),
    sessionInfo: () => Promise.resolve({ username: 'approver' }),
    logout: vi.fn((_realm: string, token: string) => {
      calls.push(`logout ${token}`);
      return Promise.resolve();
    }),
  };
  const oauth = {
    signIn: () =>
      Promise.resolve({ accessToken: 'approver-at', expiresAt: Date.now() + 60_000, claims: {} }),
    revoke: vi.fn((_realm: string, token: string) => {
      calls.push(`revoke ${token}`);
      return Promise.resolve();
    }),
  };
  const log = { warn: vi.fn() };
  const run = () =>
    runJourneyStep(
      { realm: 'alpha', tree: 'Login' },
      {
        session,
        ssoCookie: { set: () => Promise.resolve() } as unknown as BrowserSsoCookie,
        client: {},
        am: am as unknown as AmClient,
        oauth: oauth as unknown as OAuthClient,
        idm: {
          identity: () => Promise.resolve({ component: 'alpha_user', id: 'approver-id' }),
        } as unknown as IdmClient,
        publicUrl: 'http://localhost:8080',
        log: log as never,
      },
    );
  return { run, calls, am, oauth, log, current: () => stored };
}

describe('a sign-in that completes over a signed-in gateway session', () => {
  it("revokes the previous user's tokens and ends their platform session before storing the new one", async () => {
    const over = signInOver(DEMO);
    expect((await over.run()).__typename).toBe('JourneySuccess');
    expect(over.calls.slice(0, 4)).toEqual([
      'revoke demo-rt',
      'revoke demo-at',
      'logout demo-sso',
      'store approver',
    ]);
    expect(over.oauth.revoke).toHaveBeenCalledWith('alpha', 'demo-rt', 'refresh_token');
    expect(over.oauth.revoke).toHaveBeenCalledWith('alpha', 'demo-at', 'access_token');
    expect(over.current()).toMatchObject({ username: 'approver', ssoToken: 'approver-sso' });
  });

  it('still signs the new user in when the previous session cannot be ended', async () => {
    const over = signInOver(DEMO);
    over.oauth.revoke.mockRejectedValue(new Error('platform unreachable'));
    over.am.logout.mockRejectedValue(new Error('platform unreachable'));
    expect((await over.run()).__typename).toBe('JourneySuccess');
    expect(over.current()).toMatchObject({ username: 'approver', accessToken: 'approver-at' });
    expect(over.log.warn).toHaveBeenCalledTimes(3);
  });

  it('keeps the platform session when the journey answers with the one already held', async () => {
    const over = signInOver({ ...DEMO, ssoToken: 'approver-sso' });
    expect((await over.run()).__typename).toBe('JourneySuccess');
    expect(over.am.logout).not.toHaveBeenCalled();
    expect(over.current()).toMatchObject({ username: 'approver', ssoToken: 'approver-sso' });
  });

  it('ends nothing when no one was signed in', async () => {
    const over = signInOver(undefined);
    await over.run();
    expect(over.oauth.revoke).not.toHaveBeenCalled();
    expect(over.am.logout).not.toHaveBeenCalled();
  });
});
