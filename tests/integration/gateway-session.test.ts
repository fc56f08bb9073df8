import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNANCE_SEED_PEOPLE } from '../../src/platform/store/seed/governance-people.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';
const ME = /* GraphQL */ `
  query {
    me {
      id
      realm
      userName
      displayName
      mail
      company
      amAdmin
      internalAdmin
      managedResource
    }
  }
`;
const PROFILE = /* GraphQL */ `
  query {
    profile {
      id
      rev
      values
      schema {
        order
        properties {
          name
          viewable
        }
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      rev
      values
    }
  }
`;

let stack: RunningStack;

async function sessionInfoStatus(ssoToken: string): Promise<number> {
  const answer = await fetch(
    `${stack.platform.amUrl}/json/realms/root/realms/alpha/sessions?_action=getSessionInfo`,
    { method: 'POST', headers: { iPlanetDirectoryPro: ssoToken } },
  );
  return answer.status;
}

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

describe('guards', () => {
  it('refuses a GraphQL request without the CSRF header', async () => {
    const client = new GraphQLClient(stack.url, {});
    const result = await client.request('{ version { productVersion } }');
    expect(result.status).toBe(403);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a GraphQL request from another origin', async () => {
    const client = new GraphQLClient(stack.url);
    const result = await client.request(
      '{ version { productVersion } }',
      {},
      { origin: 'https://evil.example' },
    );
    expect(result.status).toBe(403);
  });

  it('answers me without a session with UNAUTHENTICATED', async () => {
    const result = await new GraphQLClient(stack.url).request(ME);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('anonymous shell data', () => {
  it('serves version, server info, UI config, features, themes and locale messages', async () => {
    const result = await new GraphQLClient(stack.url).request<{
      version: { productVersion: string };
      serverInfo: { realm: string; cookieName: string };
      uiConfig: { defaultLocale: string; hostedPages: boolean };
      features: { name: string; enabled: boolean }[];
      themes: { name: string; isDefault: boolean }[];
      missing: unknown;
    }>(`{
      version { productVersion }
      serverInfo(realm: "alpha") { realm cookieName }
      uiConfig { defaultLocale hostedPages }
      features { name enabled }
      themes(realm: "alpha") { name isDefault }
      missing: localeMessages(locale: "xx-YY")
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.version.productVersion).toBe('7.5.1');
    expect(result.data?.serverInfo.realm).toBe('alpha');
    expect(result.data?.uiConfig).toEqual({ defaultLocale: 'en', hostedPages: true });
    expect(result.data?.features.map((feature) => feature.name)).toContain('governance');
    expect(result.data?.themes.filter((theme) => theme.isDefault)).toHaveLength(1);
    expect(result.data?.missing).toEqual({});
  });

  it('rejects a malformed realm as bad input', async () => {
    const result = await new GraphQLClient(stack.url).request(
      '{ serverInfo(realm: "../x") { realm } }',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('top bar facts', () => {
  it('serves the Help and Docs links to anyone and the tenant to a signed-in user', async () => {
    const anonymous = new GraphQLClient(stack.url);
    const links = await anonymous.request<{ uiConfig: { helpUrl: string; docsUrl: string } }>(
      '{ uiConfig { helpUrl docsUrl } }',
    );
    expect(links.data?.uiConfig).toEqual({
      helpUrl: 'https://support.pingidentity.com/',
      docsUrl: 'https://docs.pingidentity.com/',
    });
    const tenantQuery = '{ tenant { name subscription region currentTier locked } }';
    expect((await anonymous.request(tenantQuery)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'bravo', username: 'demo', password: PASSWORD });
    expect((await client.request(tenantQuery)).data).toEqual({
      tenant: {
        name: 'identity-console',
        subscription: 'Enterprise',
        region: 'europe-west2',
        currentTier: 'development',
        locked: false,
      },
    });
  });
});

describe('sign-in, profile and sign-out', () => {
  it('signs the demo user in with an HttpOnly cookie and never returns a token', async () => {
    const client = new GraphQLClient(stack.url);
    const result = await signIn(client, { realm: 'alpha', username: 'demo', password: PASSWORD });
    expect(result.errors).toBeUndefined();
    expect(result.data?.authenticate).toEqual({
      __typename: 'JourneySuccess',
      realm: 'alpha',
      redirectUrl: '/dashboard',
      gotoRejected: false,
    });
    const cookie = result.setCookies.find((line) => line.startsWith('ic_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(result.raw).not.toMatch(/token|eyJ[A-Za-z0-9_-]{10,}/i);

    const me = await client.request<{ me: Record<string, unknown> }>(ME);
    expect(me.data?.me).toMatchObject({
      realm: 'alpha',
      userName: 'demo',
      displayName: 'Demo Alpha User',
      mail: 'demo@alpha.example.com',
      amAdmin: false,
      internalAdmin: false,
      managedResource: 'managed/alpha_user',
    });
    expect(me.raw).not.toMatch(/token|eyJ[A-Za-z0-9_-]{10,}/i);
  });

  it("relays the app's language so the journey's texts come translated", async () => {
    const result = await new GraphQLClient(stack.url).request<{
      authenticate: { header: string; callbacks: { output: { name: string; value: unknown }[] }[] };
    }>(
      `mutation { authenticate(input: { realm: "alpha" }) {
        ... on JourneyStep { header callbacks { output { name value } } }
      } }`,
      {},
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(result.data?.authenticate.header).toBe('Anmelden');
    expect(
      result.data?.authenticate.callbacks.map((callback) => callback.output[0]?.value),
    ).toEqual([
      'Benutzername',
      'Passwort',
      [
        expect.objectContaining({ provider: 'acme' }),
        expect.objectContaining({ provider: 'localAuthentication' }),
      ],
    ]);
  });

  it('reports a wrong password as a login failure', async () => {
    const client = new GraphQLClient(stack.url);
    const result = await signIn(client, { realm: 'alpha', username: 'demo', password: 'nope' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Login failure');
    expect((await client.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reports a journey step the platform no longer knows as timed out, and starts over', async () => {
    const client = new GraphQLClient(stack.url);
    const started = await client.request<{
      authenticate: { callbacks: { type: string; input: { name: string }[] }[] };
    }>(
      `mutation { authenticate(input: { realm: "alpha" }) {
        ... on JourneyStep { callbacks { type input { name } } }
      } }`,
    );
    await stack.platform.db.deleteFrom('journey_states').execute();
    const callbacks = started.data?.authenticate.callbacks.map((callback) => ({
      type: callback.type,
      input: callback.input.map(({ name }) => ({
        name,
        value: callback.type === 'PasswordCallback' ? PASSWORD : 'demo',
      })),
    }));
    const late = await client.request(
      `mutation Step($input: AuthenticateInput!) { authenticate(input: $input) { __typename } }`,
      { input: { realm: 'alpha', callbacks } },
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(late.errors?.[0]?.message).toBe('Session has timed out');
    expect(late.errors?.[0]?.extensions?.reason).toBe('JOURNEY_TIMED_OUT');
    expect(
      (await signIn(client, { realm: 'alpha', username: 'demo', password: PASSWORD })).data,
    ).toMatchObject({ authenticate: { __typename: 'JourneySuccess' } });
  });

  it('continues to a validated goto and ignores a foreign one', async () => {
    const inside = await signIn(new GraphQLClient(stack.url), {
      realm: 'alpha',
      username: 'demo',
      password: PASSWORD,
      goto: '/profile',
    });
    expect(inside.data?.authenticate).toMatchObject({
      redirectUrl: '/profile',
      gotoRejected: false,
    });
    const outside = await signIn(new GraphQLClient(stack.url), {
      realm: 'alpha',
      username: 'demo',
      password: PASSWORD,
      goto: 'https://evil.example/steal',
    });
    expect(outside.data?.authenticate).toMatchObject({
      __typename: 'JourneySuccess',
      redirectUrl: '/dashboard?realm=alpha',
      gotoRejected: true,
    });
    expect(JSON.stringify(outside.data)).not.toContain('evil.example');
  });

  it('updates the profile with its rev and refuses a stale rev without losing anything', async () => {
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'bravo', username: 'demo', password: PASSWORD });
    const before = await client.request<{
      profile: { rev: string; values: Record<string, unknown> };
    }>(PROFILE);
    expect(before.data?.profile.values).not.toHaveProperty('password');
    const staleRev = before.data!.profile.rev;

    const updated = await client.request<{
      updateProfile: { rev: string; values: Record<string, unknown> };
    }>(UPDATE, {
      input: {
        rev: staleRev,
        operations: [{ operation: 'replace', field: '/city', value: 'Lyon' }],
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProfile.values.city).toBe('Lyon');
    expect(updated.data?.updateProfile.rev).not.toBe(staleRev);

    const stale = await client.request(UPDATE, {
      input: {
        rev: staleRev,
        operations: [{ operation: 'replace', field: '/city', value: 'Oslo' }],
      },
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const after = await client.request<{ profile: { values: Record<string, unknown> } }>(PROFILE);
    expect(after.data?.profile.values.city).toBe('Lyon');
  });

  it('validates profile updates at the gateway', async () => {
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'bravo', username: 'demo', password: PASSWORD });
    const result = await client.request(UPDATE, {
      input: { rev: '1', operations: [{ operation: 'replace', field: '/_id', value: 'x' }] },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'operations.0.field', message: 'validation.protectedField' },
    ]);
  });

  it('checks profile values against the shared rules before calling the platform', async () => {
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'bravo', username: 'demo', password: PASSWORD });
    const before = await client.request<{
      profile: { rev: string; values: Record<string, unknown> };
    }>(PROFILE);
    const result = await client.request(UPDATE, {
      input: {
        rev: before.data!.profile.rev,
        operations: [
          { operation: 'replace', field: '/givenName', value: 'Changed' },
          { operation: 'replace', field: '/mail', value: 'not-an-address' },
        ],
      },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'operations.1.value', message: 'validation.email' },
    ]);
    const after = await client.request<{
      profile: { rev: string; values: Record<string, unknown> };
    }>(PROFILE);
    expect(after.data?.profile).toEqual(before.data?.profile);
  });

  it('reports the session and signs out in order, after which the old cookie is worthless', async () => {
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'alpha', username: 'demo', password: PASSWORD });
    const session = await client.request<{
      session: { subject: string; realm: string; maxIdleExpirationTime: string };
    }>('{ session { subject realm authTime maxIdleExpirationTime maxSessionExpirationTime } }');
    expect(session.data?.session.realm).toBe('alpha');
    expect(Date.parse(session.data!.session.maxIdleExpirationTime)).toBeGreaterThan(Date.now());

    const oldCookie = client.jar.header();
    const out = await client.request<{ signOut: { postLogoutUrl: string | null } }>(
      'mutation { signOut { postLogoutUrl } }',
    );
    expect(out.errors).toBeUndefined();
    expect(out.data?.signOut.postLogoutUrl).toBe(`${stack.url}/login?realm=alpha`);
    expect((await client.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const replay = new GraphQLClient(stack.url, {
      'x-requested-with': 'identity-console',
      cookie: oldCookie,
    });
    expect((await replay.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await replay.request('{ session { subject } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it("ends the previous user's platform session and tokens when another user signs in over it", async () => {
    const client = new GraphQLClient(stack.url);
    await signIn(client, { realm: 'alpha', username: 'demo', password: PASSWORD });
    const demoCookie = client.jar.header();
    const demoSsoToken = /(?:^|; )iPlanetDirectoryPro=([^;]+)/.exec(demoCookie)?.[1] ?? '';
    expect(await sessionInfoStatus(demoSsoToken)).toBe(200);

    const approver = await signIn(client, {
      realm: 'alpha',
      username: GOVERNANCE_SEED_PEOPLE.alpha.approver.userName,
      password: PASSWORD,
    });
    expect(approver.data?.authenticate.__typename).toBe('JourneySuccess');
    const me = await client.request<{ me: { userName: string } }>(ME);
    expect(me.data?.me.userName).toBe(GOVERNANCE_SEED_PEOPLE.alpha.approver.userName);

    expect(await sessionInfoStatus(demoSsoToken)).toBe(401);
    const replay = new GraphQLClient(stack.url, {
      'x-requested-with': 'identity-console',
      cookie: demoCookie,
    });
    expect((await replay.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows the internal administrator with the Platform Admin fallback', async () => {
    const client = new GraphQLClient(stack.url);
    const result = await signIn(client, {
      realm: 'root',
      username: 'amadmin',
      password: 'Admin!Passw0rd',
    });
    expect(result.errors).toBeUndefined();
    const me = await client.request<{ me: Record<string, unknown> }>(ME);
    expect(me.data?.me).toMatchObject({
      displayName: 'Platform Admin',
      mail: 'No Email',
      company: 'System',
      amAdmin: true,
      internalAdmin: true,
    });
  });
});
