import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../../src/gateway/upstream/cookie-jar.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { useStartedPlatform } from '../../support/platform.js';
import { browse, portalRelyingParty } from '../../support/portal-relying-party.js';
import { ssoToken } from '../../support/tokens.js';

const PASSWORD = 'Demo!Passw0rd';

const platform = useStartedPlatform();

const alphaIssuer = () =>
  `${platform.config.PLATFORM_PUBLIC_URL}/am/oauth2/realms/root/realms/alpha`;
const acmeIssuer = () => `${platform.config.PLATFORM_PUBLIC_URL}/social/acme`;

async function portal() {
  return portalRelyingParty({
    issuer: alphaIssuer(),
    redirectUri: platform.config.PORTAL_REDIRECT_URI,
  });
}

function signedInJar(token: string): CookieJar {
  return new CookieJar({ iPlanetDirectoryPro: token });
}

/** The page's body, after checking it is HTML that no other site may frame. */
async function unframeableHtml(response: Response | undefined): Promise<string> {
  expect(response?.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response?.headers.get('x-frame-options')).toBe('DENY');
  expect(response?.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  return (await response?.text()) ?? '';
}

describe("the HTML pages of the realm's OpenID provider", () => {
  it('sends the sign-out confirmation page with the anti-framing headers', async () => {
    const token = await ssoToken(platform.amUrl, 'alpha', 'demo', PASSWORD);
    const rp = await portal();
    const { response } = await browse(
      rp.endSessionUrl({ client_id: 'portal' }),
      signedInJar(token),
    );
    expect(response?.status).toBe(200);
    const page = await unframeableHtml(response);
    expect(page).toContain('Sign out of all applications of this realm?');
  });

  it('sends the sign-out page that submits itself with the anti-framing headers', async () => {
    const rp = await portal();
    const { response } = await browse(rp.endSessionUrl({ client_id: 'portal' }), new CookieJar());
    const page = await unframeableHtml(response);
    expect(page).toContain('document.forms[0].submit()');
  });

  it('sends a form_post answer with the anti-framing headers', async () => {
    const rp = await portal();
    const request = await rp.start({ response_mode: 'form_post', prompt: 'none' });
    const { response } = await browse(request.url, new CookieJar());
    const page = await unframeableHtml(response);
    expect(page).toContain(`action="${platform.config.PORTAL_REDIRECT_URI}"`);
    expect(page).toContain('login_required');
  });
});

describe("Acme ID's pages", () => {
  it('sends its error page with the anti-framing headers', async () => {
    const response = await fetch(`${acmeIssuer()}/auth?client_id=nobody&response_type=code`);
    expect(response.status).toBe(400);
    await unframeableHtml(response);
  });

  it('sends its sign-out page with the anti-framing headers', async () => {
    const response = await fetch(`${acmeIssuer()}/session/end`);
    expect(response.status).toBe(200);
    await unframeableHtml(response);
  });
});

describe("the push device's simulator page", () => {
  it('is sent with the anti-framing headers', async () => {
    const token = await ssoToken(platform.amUrl, 'alpha', 'demo', PASSWORD);
    const registered = await fetch(
      `${platform.amUrl}/json/realms/root/realms/alpha/users/${DEMO_USERS.alpha.id}/devices/2fa/push?_action=register`,
      {
        method: 'POST',
        headers: { iPlanetDirectoryPro: token, 'content-type': 'application/json' },
        body: JSON.stringify({ deviceName: 'Phone' }),
      },
    );
    expect(registered.status).toBe(200);
    const { simulatorUrl } = (await registered.json()) as { simulatorUrl: string };
    const page = await unframeableHtml(await fetch(simulatorUrl));
    expect(page).toContain('Push device');
  });
});
