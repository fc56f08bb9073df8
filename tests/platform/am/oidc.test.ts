import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAm } from '../../../src/platform/am/plugin.js';
import { RelyingParty } from '../../../src/platform/social/relying-party.js';
import { registerCrestErrors } from '../../../src/platform/http/errors.js';
import { CookieJar as GatewayCookieJar } from '../../../src/gateway/upstream/cookie-jar.js';
import { browse, portalRelyingParty } from '../../support/portal-relying-party.js';
import {
  ADMIN_PASSWORD,
  ALICE,
  BRAVO_DEMO,
  DEMO,
  GATEWAY_URL,
  signedInToken,
  startAm,
  type AmFixture,
} from './am-fixture.js';
import {
  CookieJar,
  decodeJwtPayload,
  runAuthorizationCodeFlow,
} from './authorization-code-flow.js';
import {
  CLIENT_ID,
  REDIRECT_URI,
  bearerRequest,
  issuerOf,
  postForm,
  signInWithOidc,
} from './oidc-client.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm();
});
afterAll(async () => {
  await am.close();
});

async function discovery(realm: string) {
  const response = await fetch(`${issuerOf(am, realm)}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

function userinfo(realm: string, accessToken: string) {
  return fetch(`${issuerOf(am, realm)}/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

describe('discovery', () => {
  it('publishes one issuer per realm with the public endpoint URLs', async () => {
    for (const realm of ['root', 'alpha', 'bravo']) {
      const issuer = issuerOf(am, realm);
      const document = await discovery(realm);
      expect(document).toMatchObject({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/access_token`,
        revocation_endpoint: `${issuer}/token/revoke`,
        end_session_endpoint: `${issuer}/connect/endSession`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/connect/jwk_uri`,
        introspection_endpoint: `${issuer}/introspect`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
      });
      expect(document.scopes_supported).toEqual(
        expect.arrayContaining([
          'openid',
          'profile',
          'email',
          'address',
          'phone',
          'offline_access',
          'fr:autoaccess:*',
          'fr:iga:*',
        ]),
      );
      expect(document.claims_supported).toEqual(
        expect.arrayContaining(['sub', 'realm', 'post_logout_url', 'auth_time']),
      );
    }
  });

  it('keeps the public URL whatever Host the request came with', async () => {
    const { port } = new URL(am.url);
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/am/oauth2/realms/root/realms/alpha/.well-known/openid-configuration',
          headers: { host: 'internal.invalid:9999', 'x-forwarded-host': 'evil.example' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });
    const document = JSON.parse(body) as Record<string, unknown>;
    expect(document.token_endpoint).toBe(`${issuerOf(am, 'alpha')}/access_token`);
  });

  it('answers 404 for an unknown realm', async () => {
    const response = await fetch(
      `${am.url}/am/oauth2/realms/root/realms/nowhere/.well-known/openid-configuration`,
    );
    expect(response.status).toBe(404);
  });

  it('serves the persisted public signing key', async () => {
    const response = await fetch(`${issuerOf(am, 'alpha')}/connect/jwk_uri`);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    const stored = await am.db
      .selectFrom('config_objects')
      .select('doc')
      .where('id', '=', 'am/oidc-keys')
      .executeTakeFirstOrThrow();
    const storedKeys = (stored.doc as { jwks: { keys: { kid: string }[] } }).jwks.keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: storedKeys[0]?.kid,
    });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code + PKCE from the AM session', () => {
  it('issues tokens whose ID token carries sub, auth_time, realm and post_logout_url', async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const session = await am.db
      .selectFrom('am_sessions')
      .selectAll()
      .where('token_id', '=', sso)
      .executeTakeFirstOrThrow();
    const { flow, tokens } = await signInWithOidc(am, 'alpha', sso);

    expect(flow.callback.searchParams.get('state')).toBe(flow.state);
    expect(flow.callback.searchParams.get('iss')).toBe(issuerOf(am, 'alpha'));
    // The SSO cookie signs the request in: the code comes back without an interaction.
    expect(flow.steps.map((step) => new URL(step.url).pathname)).toEqual([
      '/am/oauth2/realms/root/realms/alpha/authorize',
    ]);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const idToken = decodeJwtPayload(tokens.id_token);
    expect(idToken).toMatchObject({
      iss: issuerOf(am, 'alpha'),
      aud: CLIENT_ID,
      sub: DEMO.id,
      auth_time: Math.floor(new Date(session.auth_time).getTime() / 1000),
      realm: '/alpha',
      post_logout_url: `${GATEWAY_URL}/login?realm=alpha`,
      nonce: flow.nonce,
    });
  });

  it("puts auth_time in portal's ID token only when the request sends max_age", async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const rp = await portalRelyingParty({
      issuer: issuerOf(am, 'alpha'),
      redirectUri: am.config.PORTAL_REDIRECT_URI,
      secret: am.config.PORTAL_CLIENT_SECRET,
    });
    const idTokenClaims = async (parameters: Record<string, string>) => {
      const request = await rp.start(parameters);
      const { url } = await browse(
        request.url,
        new GatewayCookieJar({ iPlanetDirectoryPro: sso }),
        (at) => at.href.startsWith(am.config.PORTAL_REDIRECT_URI),
      );
      return (await request.complete(url)).claims();
    };

    expect(await idTokenClaims({})).not.toHaveProperty('auth_time');
    expect(await idTokenClaims({ max_age: '3600' })).toHaveProperty(
      'auth_time',
      expect.any(Number),
    );
  });

  it('answers userinfo, introspection and revocation, and resolves the principal until revoked', async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { tokens } = await signInWithOidc(am, 'alpha', sso);

    const info = await userinfo('alpha', tokens.access_token);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      sub: DEMO.id,
      realm: '/alpha',
      name: 'Demo User',
      given_name: DEMO.givenName,
      family_name: DEMO.sn,
      email: DEMO.mail,
    });

    const introspection = await postForm(`${issuerOf(am, 'alpha')}/introspect`, {
      token: tokens.access_token,
      client_id: CLIENT_ID,
    });
    expect(await introspection.json()).toMatchObject({
      active: true,
      sub: DEMO.id,
      client_id: CLIENT_ID,
    });

    expect(await am.principalFromRequest(bearerRequest(tokens.access_token))).toEqual({
      realm: 'alpha',
      userId: DEMO.id,
      username: DEMO.username,
      component: 'managed/alpha_user',
      idmId: DEMO.id,
      roles: ['internal/role/openidm-authorized'],
      amAdmin: false,
      scopes: ['openid', 'profile', 'email'],
    });

    const revoked = await postForm(`${issuerOf(am, 'alpha')}/token/revoke`, {
      token: tokens.access_token,
      token_type_hint: 'access_token',
      client_id: CLIENT_ID,
    });
    expect(revoked.status).toBe(200);
    expect(await am.principalFromRequest(bearerRequest(tokens.access_token))).toBeNull();
    expect((await userinfo('alpha', tokens.access_token)).status).toBe(401);
  });

  it('refreshes with the refresh token, and revoking it ends the grant', async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { tokens } = await signInWithOidc(am, 'alpha', sso, {
      scope: 'openid profile offline_access',
    });
    const refreshed = await postForm(`${issuerOf(am, 'alpha')}/access_token`, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: CLIENT_ID,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as {
      access_token: string;
      refresh_token: string;
      id_token: string;
    };
    expect(decodeJwtPayload(next.id_token)).toMatchObject({ sub: DEMO.id, realm: '/alpha' });
    expect(await am.principalFromRequest(bearerRequest(next.access_token))).not.toBeNull();

    await postForm(`${issuerOf(am, 'alpha')}/token/revoke`, {
      token: next.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: CLIENT_ID,
    });
    expect(await am.principalFromRequest(bearerRequest(next.access_token))).toBeNull();
  });

  it('signs amadmin in on root as the internal administrator', async () => {
    const sso = await signedInToken(am, 'root', 'amadmin', ADMIN_PASSWORD);
    const { tokens } = await signInWithOidc(am, 'root', sso);
    expect(decodeJwtPayload(tokens.id_token)).toMatchObject({
      sub: 'amadmin',
      realm: '/',
      post_logout_url: `${GATEWAY_URL}/login?realm=root`,
    });
    expect(await (await userinfo('root', tokens.access_token)).json()).toMatchObject({
      sub: 'amadmin',
      name: 'Platform Admin',
    });
    expect(await am.principalFromRequest(bearerRequest(tokens.access_token))).toEqual({
      realm: 'root',
      userId: 'amadmin',
      username: 'amadmin',
      component: 'internal/user',
      idmId: 'openidm-admin',
      roles: ['internal/role/openidm-admin', 'internal/role/openidm-authorized'],
      amAdmin: true,
      scopes: ['openid', 'profile', 'email'],
    });
  });

  it("does not accept one realm's access token at another realm", async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { tokens } = await signInWithOidc(am, 'alpha', sso);
    expect((await userinfo('bravo', tokens.access_token)).status).toBe(401);
    expect((await userinfo('alpha', tokens.access_token)).status).toBe(200);
  });

  it('rejects a wrong PKCE verifier and an authorization request without a challenge', async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const flow = await runAuthorizationCodeFlow({
      issuer: issuerOf(am, 'alpha'),
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scope: 'openid',
      ssoToken: sso,
    });
    const exchange = await postForm(`${issuerOf(am, 'alpha')}/access_token`, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: 'x'.repeat(43),
      client_id: CLIENT_ID,
    });
    expect(exchange.status).toBe(400);
    expect(await exchange.json()).toMatchObject({ error: 'invalid_grant' });

    const authorize = new URL(`${issuerOf(am, 'alpha')}/authorize`);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: REDIRECT_URI,
    }).toString();
    const response = await fetch(authorize, {
      redirect: 'manual',
      headers: { cookie: `iPlanetDirectoryPro=${sso}` },
    });
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('login_required', () => {
  const flowWithout = async (ssoToken?: string, jar?: CookieJar) => {
    const flow = await runAuthorizationCodeFlow({
      issuer: issuerOf(am, 'alpha'),
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scope: 'openid',
      ...(ssoToken ? { ssoToken } : {}),
      ...(jar ? { jar } : {}),
    });
    return flow.callback.searchParams;
  };

  it('redirects with login_required without an SSO cookie', async () => {
    const params = await flowWithout();
    expect(params.get('error')).toBe('login_required');
    expect(params.get('error_description')).toBe('No valid session');
    expect(params.get('code')).toBeNull();
  });

  it("redirects with login_required for another realm's or an expired session", async () => {
    const bravo = await signedInToken(am, 'bravo', BRAVO_DEMO.username, BRAVO_DEMO.password);
    expect((await flowWithout(bravo)).get('error')).toBe('login_required');

    const expired = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await am.db
      .updateTable('am_sessions')
      .set({ auth_time: new Date(Date.now() - 24 * 60 * 60_000) })
      .where('token_id', '=', expired)
      .execute();
    expect((await flowWithout(expired)).get('error')).toBe('login_required');
  });

  it('follows the AM session, not an earlier OIDC session in the same cookie jar', async () => {
    const jar = new CookieJar();
    const demo = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    await signInWithOidc(am, 'alpha', demo, { jar });
    expect(jar.names()).toContain('_session');

    const alice = await signedInToken(am, 'alpha', ALICE.username, ALICE.password);
    const { tokens } = await signInWithOidc(am, 'alpha', alice, { jar });
    expect(decodeJwtPayload(tokens.id_token).sub).toBe(ALICE.id);

    jar.update(['iPlanetDirectoryPro=; expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect((await flowWithout(undefined, jar)).get('error')).toBe('login_required');
  });
});

describe('restart', () => {
  it('keeps keys, grants and tokens across a new platform instance on the same store', async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { tokens } = await signInWithOidc(am, 'alpha', sso);

    const restarted = Fastify({ logger: false });
    registerCrestErrors(restarted);
    const { principalFromRequest } = await registerAm(restarted, {
      config: am.config,
      db: am.db,
      relyingParty: new RelyingParty(),
    });
    try {
      expect(await principalFromRequest(bearerRequest(tokens.access_token))).toMatchObject({
        userId: DEMO.id,
      });
      const info = await restarted.inject({
        method: 'GET',
        url: '/am/oauth2/realms/root/realms/alpha/userinfo',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ sub: DEMO.id });
    } finally {
      await restarted.close();
    }
  });
});

describe('principalFromRequest', () => {
  it('answers null without a bearer token or for an unknown one', async () => {
    expect(await am.principalFromRequest({ headers: {} } as never)).toBeNull();
    expect(await am.principalFromRequest(bearerRequest('not-a-token'))).toBeNull();
  });
});
