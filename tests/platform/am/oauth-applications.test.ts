import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROME_MAC, amCall, tokenFrom } from './account-security-fixture.js';
import { ADMIN_PASSWORD, ALICE, DEMO, startAm, type AmFixture } from './am-fixture.js';
import { runAuthorizationCodeFlow } from './authorization-code-flow.js';
import { issuerOf, postForm, signInWithOidc } from './oidc-client.js';

const PORTAL_REDIRECT = 'http://localhost:8090/callback';
const PORTAL_SECRET = 'a portal secret for the tests';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm({ PORTAL_CLIENT_SECRET: PORTAL_SECRET, PORTAL_REDIRECT_URI: PORTAL_REDIRECT });
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  await am.db.deleteFrom('oidc_payloads').execute();
});

const signedIn = (username: string, password: string, realm = 'alpha') =>
  tokenFrom(am, { userAgent: CHROME_MAC }, realm, username, password);

/** Authorizes the Wide World Portal with the SSO session and exchanges the code. */
async function authorizePortal(ssoToken: string) {
  const issuer = issuerOf(am, 'alpha');
  const flow = await runAuthorizationCodeFlow({
    issuer,
    clientId: 'portal',
    redirectUri: PORTAL_REDIRECT,
    scope: 'openid profile email',
    ssoToken,
  });
  const response = await postForm(
    `${issuer}/access_token`,
    {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code') ?? '',
      redirect_uri: PORTAL_REDIRECT,
      code_verifier: flow.codeVerifier,
    },
    { authorization: `Basic ${Buffer.from(`portal:${PORTAL_SECRET}`).toString('base64')}` },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string };
}

async function introspect(accessToken: string): Promise<boolean> {
  const response = await postForm(
    `${issuerOf(am, 'alpha')}/introspect`,
    { token: accessToken },
    { authorization: `Basic ${Buffer.from(`portal:${PORTAL_SECRET}`).toString('base64')}` },
  );
  return ((await response.json()) as { active: boolean }).active;
}

describe('oauth2/applications', () => {
  it('lists the clients I granted, with their names, scopes and expiry', async () => {
    const token = await signedIn('demo', DEMO.password);
    await signInWithOidc(am, 'alpha', token, { scope: 'openid profile' });
    await authorizePortal(token);

    const { status, body } = await amCall(
      am,
      'alpha',
      'users/demo/oauth2/applications?_queryFilter=true',
      token,
    );
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        _id: 'end-user-ui',
        name: 'End User UI',
        scopes: { openid: 'openid', profile: 'Your personal information' },
        expiryDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
      {
        _id: 'portal',
        name: 'Wide World Portal',
        scopes: {
          openid: 'openid',
          profile: 'Your personal information',
          email: 'Your email address',
        },
        expiryDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
    ]);
  });

  it('revokes an application: its grant and tokens go, the others stay', async () => {
    const token = await signedIn('demo', DEMO.password);
    const console = await signInWithOidc(am, 'alpha', token, { scope: 'openid profile' });
    const portal = await authorizePortal(token);
    expect(await introspect(portal.access_token)).toBe(true);

    const revoked = await amCall(am, 'alpha', 'users/demo/oauth2/applications/portal', token, {
      method: 'DELETE',
    });
    expect(revoked).toMatchObject({
      status: 200,
      body: { _id: 'portal', name: 'Wide World Portal' },
    });
    expect(await introspect(portal.access_token)).toBe(false);

    const left = await amCall(am, 'alpha', 'users/demo/oauth2/applications', token);
    expect((left.body.result as { _id: string }[]).map((app) => app._id)).toEqual(['end-user-ui']);
    const userinfo = await fetch(`${issuerOf(am, 'alpha')}/userinfo`, {
      headers: { authorization: `Bearer ${console.tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(
      (
        await amCall(am, 'alpha', 'users/demo/oauth2/applications/portal', token, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
  });

  it('keeps users apart: Alice sees none of mine and cannot revoke them', async () => {
    const mine = await signedIn('demo', DEMO.password);
    await authorizePortal(mine);
    const alice = await signedIn(ALICE.username, ALICE.password);
    const hers = await amCall(am, 'alpha', `users/${ALICE.username}/oauth2/applications`, alice);
    expect(hers.body.result).toEqual([]);
    expect(
      (
        await amCall(am, 'alpha', 'users/demo/oauth2/applications/portal', alice, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
    const admin = await signedIn('amadmin', ADMIN_PASSWORD, 'root');
    const seenByAdmin = await amCall(am, 'alpha', 'users/demo/oauth2/applications', admin);
    expect((seenByAdmin.body.result as { _id: string }[]).map((app) => app._id)).toEqual([
      'portal',
    ]);
  });
});
