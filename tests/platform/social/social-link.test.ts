import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amRealmPath } from '../../../src/domain/realms.js';
import { decodeAmData } from '../../../src/domain/social-link.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { startPlatform, type RunningPlatform } from '../../support/platform.js';
import { ssoToken } from '../../support/tokens.js';
import { AcmeBrowser } from './acme-browser.js';

const PASSWORD = 'Demo!Passw0rd';

let platform: RunningPlatform;
let gatewayUrl: string;

beforeAll(async () => {
  platform = await startPlatform();
  gatewayUrl = platform.config.GATEWAY_PUBLIC_URL.replace(/\/+$/, '');
}, 60_000);
afterAll(async () => {
  await platform.close();
});
beforeEach(async () => {
  await platform.db.deleteFrom('am_social_links').execute();
  await platform.db.deleteFrom('am_social_link_requests').execute();
});

function realmUrl(realm: string, path: string): string {
  return `${platform.amUrl}/json/${amRealmPath(realm)}/${path}`;
}

async function call(
  realm: string,
  path: string,
  token: string | undefined,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(realmUrl(realm, path), {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { iPlanetDirectoryPro: token } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signIn = (realm: string, username = 'demo') =>
  ssoToken(platform.amUrl, realm, username, PASSWORD);

const startLink = (realm: string, token: string, provider = 'acme') =>
  call(realm, 'users/demo/socialIdentities?_action=startLink', token, {
    method: 'POST',
    body: { provider },
  });

async function anotherUsername(realm: string): Promise<string> {
  const row = await platform.db
    .selectFrom('managed_objects')
    .select('doc')
    .where('type', '=', `${realm}_user`)
    .where('id', '!=', DEMO_USERS.alpha.id)
    .executeTakeFirstOrThrow();
  return String(row.doc.userName);
}

/** Starts a link as `username`, goes through Acme as `email` and completes it. */
async function linkThroughAcme(
  realm: string,
  token: string,
  options: { user?: string; email: string; browser?: AcmeBrowser; allow?: boolean },
) {
  const user = options.user ?? 'demo';
  const started = await call(realm, `users/${user}/socialIdentities?_action=startLink`, token, {
    method: 'POST',
    body: { provider: 'acme' },
  });
  expect(started.status).toBe(200);
  const browser = options.browser ?? new AcmeBrowser([gatewayUrl]);
  const acme = await browser.authorize(started.body.authorizeUrl as string, {
    email: options.email,
    ...(options.allow === undefined ? {} : { allow: options.allow }),
  });
  const answer = Object.fromEntries(acme.returnedTo.searchParams);
  const completed = await call(
    realm,
    `users/${user}/socialIdentities?_action=completeLink`,
    token,
    { method: 'POST', body: answer },
  );
  return { started, acme, answer, completed, browser };
}

describe('Acme ID, the external OpenID provider', () => {
  it('publishes its own discovery document, keys and endpoints under /social/acme', async () => {
    const issuer = `${platform.url}/social/acme`;
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    const jwks = (await (await fetch(discovery.jwks_uri as string)).json()) as {
      keys: { kid: string }[];
    };
    const amJwks = (await (
      await fetch(`${platform.amUrl}/oauth2/realms/root/realms/alpha/connect/jwk_uri`)
    ).json()) as { keys: { kid: string }[] };
    expect(jwks.keys).toHaveLength(1);
    expect(amJwks.keys.map((key) => key.kid)).not.toContain(jwks.keys[0]?.kid);
  });

  it('refuses a wrong password on its own sign-in page', async () => {
    const token = await signIn('alpha');
    const started = await startLink('alpha', token);
    const browser = new AcmeBrowser([gatewayUrl]);
    const at = await browser.follow(new URL(started.body.authorizeUrl as string));
    expect(at.page?.status).toBe(200);
    expect(at.page?.body).toContain('Sign in to Acme ID');
    expect(at.page?.body).toContain('to continue to Identity Platform');
    const refused = await browser.follow(AcmeBrowser.formAction(at.page!, 'login'), {
      method: 'POST',
      form: { email: 'ada@acme.example', password: 'not the password' },
    });
    expect(refused.page?.status).toBe(401);
    expect(refused.page?.body).toContain('role="alert">Incorrect email or password.');
  });
});

describe('AM social identity providers', () => {
  it('lists Acme ID in every realm, without its client credentials', async () => {
    for (const realm of ['root', 'alpha', 'bravo']) {
      const listed = await call(realm, 'selfservice/socialIdentityProviders', undefined);
      expect(listed.status).toBe(200);
      expect(listed.body.result).toEqual([
        {
          _id: 'acme',
          provider: 'acme',
          displayName: 'Acme ID',
          enabled: true,
          uiConfig: {
            buttonDisplayName: 'Acme ID',
            buttonColor: '#4b2bbf',
            buttonTextColor: '#ffffff',
          },
        },
      ]);
      expect(JSON.stringify(listed.body)).not.toMatch(/secret/i);
    }
  });

  it('starts a link with state, nonce and PKCE kept in AM', async () => {
    const token = await signIn('alpha');
    const started = await startLink('alpha', token);
    expect(started.status).toBe(200);
    const url = new URL(started.body.authorizeUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${platform.url}/social/acme/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'identity-platform',
      redirect_uri: `${gatewayUrl}/oauthReturn`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    const stored = await platform.db
      .selectFrom('am_social_link_requests')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      state: url.searchParams.get('state'),
      nonce: url.searchParams.get('nonce'),
      realm: 'alpha',
      user_id: DEMO_USERS.alpha.id,
      provider: 'acme',
    });
    expect(url.searchParams.get('code_challenge')).not.toBe(stored.code_verifier);
  });

  it('links through a real code exchange, lists the identity, and unlinks it', async () => {
    const token = await signIn('alpha');
    const { acme, answer, completed } = await linkThroughAcme('alpha', token, {
      email: 'ada@acme.example',
    });
    expect(acme.sawSignIn).toBe(true);
    expect(acme.sawConsent).toBe(true);
    expect(acme.returnedTo.pathname).toBe('/oauthReturn');
    expect(answer.iss).toBe(`${platform.url}/social/acme`);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      _id: 'acme',
      provider: 'acme',
      email: 'ada@acme.example',
    });
    const subject = await platform.db
      .selectFrom('social_idp_accounts')
      .select('subject')
      .where('email', '=', 'ada@acme.example')
      .executeTakeFirstOrThrow();
    expect(completed.body.subject).toBe(subject.subject);

    const listed = await call('alpha', 'users/demo/socialIdentities?_queryFilter=true', token);
    expect(listed.body.result).toEqual([completed.body]);

    const again = await startLink('alpha', token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toEqual({ reason: 'ALREADY_LINKED' });

    const unlinked = await call('alpha', 'users/demo/socialIdentities/acme', token, {
      method: 'DELETE',
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual(completed.body);
    expect(
      (await call('alpha', 'users/demo/socialIdentities?_queryFilter=true', token)).body.result,
    ).toEqual([]);
    const twice = await call('alpha', 'users/demo/socialIdentities/acme', token, {
      method: 'DELETE',
    });
    expect(twice.status).toBe(404);

    const notifications = await platform.db
      .selectFrom('notifications')
      .select('message')
      .where('target', '=', `managed/alpha_user/${DEMO_USERS.alpha.id}`)
      .execute();
    expect(notifications.map((row) => row.message)).toEqual(
      expect.arrayContaining([
        'Acme ID was linked to your account',
        'Acme ID was unlinked from your account',
      ]),
    );
  });

  it('uses a state once, and only for the user who started it', async () => {
    const token = await signIn('alpha');
    const { answer, completed } = await linkThroughAcme('alpha', token, {
      email: 'grace@acme.example',
    });
    expect(completed.status).toBe(200);
    const replayed = await call(
      'alpha',
      'users/demo/socialIdentities?_action=completeLink',
      token,
      {
        method: 'POST',
        body: answer,
      },
    );
    expect(replayed.status).toBe(400);
    expect(replayed.body.detail).toEqual({ reason: 'INVALID_STATE' });

    const other = await anotherUsername('alpha');
    const otherToken = await signIn('alpha', other);
    const foreign = await startLink('alpha', otherToken);
    expect(foreign.status).toBe(403);
    const mine = await call(
      'alpha',
      `users/${other}/socialIdentities?_action=startLink`,
      otherToken,
      {
        method: 'POST',
        body: { provider: 'acme' },
      },
    );
    const state = new URL(mine.body.authorizeUrl as string).searchParams.get('state');
    const stolen = await call('alpha', 'users/demo/socialIdentities?_action=completeLink', token, {
      method: 'POST',
      body: { state, code: 'any' },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toEqual({ reason: 'INVALID_STATE' });
  });

  it('refuses an external subject that another user has linked', async () => {
    const browser = new AcmeBrowser([gatewayUrl]);
    const demoToken = await signIn('alpha');
    const first = await linkThroughAcme('alpha', demoToken, { email: 'ada@acme.example', browser });
    expect(first.completed.status).toBe(200);

    const other = await anotherUsername('alpha');
    const otherToken = await signIn('alpha', other);
    const second = await linkThroughAcme('alpha', otherToken, { user: other, browser, email: '' });
    expect(second.acme.sawSignIn).toBe(false);
    expect(second.completed.status).toBe(409);
    expect(second.completed.body).toMatchObject({
      message: 'That ID is already in use',
      detail: { reason: 'SUBJECT_IN_USE' },
    });
    const links = await platform.db.selectFrom('am_social_links').selectAll().execute();
    expect(links.map((link) => link.user_id)).toEqual([DEMO_USERS.alpha.id]);
  });

  it('records nothing when the user denies access at Acme', async () => {
    const token = await signIn('alpha');
    const { acme, completed } = await linkThroughAcme('alpha', token, {
      email: 'alan@acme.example',
      allow: false,
    });
    expect(acme.returnedTo.searchParams.get('error')).toBe('access_denied');
    expect(completed.status).toBe(400);
    expect(completed.body.detail).toEqual({ reason: 'ACCESS_DENIED' });
    expect(await platform.db.selectFrom('am_social_links').selectAll().execute()).toEqual([]);
  });

  it('refuses a forged code without linking', async () => {
    const token = await signIn('alpha');
    const started = await startLink('alpha', token);
    const state = new URL(started.body.authorizeUrl as string).searchParams.get('state');
    const forged = await call('alpha', 'users/demo/socialIdentities?_action=completeLink', token, {
      method: 'POST',
      body: { state, code: 'a-code-acme-never-issued' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toEqual({ reason: 'EXCHANGE_FAILED' });
  });

  it('refuses an ID token whose nonce is not the one AM sent', async () => {
    const token = await signIn('alpha');
    const started = await startLink('alpha', token);
    await platform.db
      .updateTable('am_social_link_requests')
      .set({ nonce: 'a-nonce-acme-never-saw' })
      .execute();
    const acme = await new AcmeBrowser([gatewayUrl]).authorize(
      started.body.authorizeUrl as string,
      { email: 'ada@acme.example' },
    );
    const completed = await call(
      'alpha',
      'users/demo/socialIdentities?_action=completeLink',
      token,
      {
        method: 'POST',
        body: Object.fromEntries(acme.returnedTo.searchParams),
      },
    );
    expect(completed.status).toBe(400);
    expect(completed.body.detail).toEqual({ reason: 'INVALID_ID_TOKEN' });
    expect(await platform.db.selectFrom('am_social_links').selectAll().execute()).toEqual([]);
  });

  it('relays a form_post answer (bravo) to the UI at /handleOAuth/{amData}', async () => {
    const token = await signIn('bravo');
    const started = await call('bravo', 'users/demo/socialIdentities?_action=startLink', token, {
      method: 'POST',
      body: { provider: 'acme' },
    });
    const authorize = new URL(started.body.authorizeUrl as string);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    const formPostUrl = `${platform.url}/am/oauth2/client/form_post/acme`;
    expect(authorize.searchParams.get('redirect_uri')).toBe(formPostUrl);

    const acme = await new AcmeBrowser([gatewayUrl]).authorize(authorize.href, {
      email: 'ada@acme.example',
    });
    expect(acme.returnedTo.href).toBe(formPostUrl);
    const relayed = await fetch(formPostUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: acme.formPost,
    });
    expect(relayed.status).toBe(303);
    const location = relayed.headers.get('location') ?? '';
    expect(location.startsWith(`${gatewayUrl}/handleOAuth/`)).toBe(true);
    const answer = decodeAmData(location.slice(`${gatewayUrl}/handleOAuth/`.length));
    expect(answer?.state).toBe(authorize.searchParams.get('state'));

    const completed = await call(
      'bravo',
      'users/demo/socialIdentities?_action=completeLink',
      token,
      {
        method: 'POST',
        body: { state: answer?.state, code: answer?.code, iss: answer?.iss },
      },
    );
    expect(completed.status).toBe(200);
    expect(completed.body.email).toBe('ada@acme.example');
  });

  it('answers 401 without a session and 404 for an unknown provider', async () => {
    expect((await call('alpha', 'users/demo/socialIdentities', undefined)).status).toBe(401);
    const token = await signIn('alpha');
    const unknown = await startLink('alpha', token, 'nowhere');
    expect(unknown.status).toBe(404);
    const invalid = await startLink('alpha', token, 'Not A Name');
    expect(invalid.status).toBe(400);
  });
});
