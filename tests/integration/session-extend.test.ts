import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { ssoToken } from '../support/tokens.js';

const IDLE_SECONDS = 90;
const SESSION_FIELDS = 'subject authTime realm maxIdleExpirationTime maxSessionExpirationTime';
const SESSION = `{ session { ${SESSION_FIELDS} } }`;
const EXTEND = `mutation { extendSession { ${SESSION_FIELDS} } }`;

interface Session {
  subject: string;
  authTime: number;
  realm: string;
  maxIdleExpirationTime: string;
  maxSessionExpirationTime: string;
}

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ platformEnv: { PLATFORM_IDLE_TIMEOUT_S: String(IDLE_SECONDS) } });
});
afterAll(async () => {
  await stack.close();
});

async function signedIn(realm: string) {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm, username: 'demo', password: 'Demo!Passw0rd' });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

async function session(client: GraphQLClient): Promise<Session> {
  const result = await client.request<{ session: Session }>(SESSION);
  expect(result.errors).toBeUndefined();
  return result.data!.session;
}

/** Moves every AM session of a realm's demo user back in time, as if it had been idle. */
async function idleFor(realm: string, seconds: number) {
  await stack.platform.db
    .updateTable('am_sessions')
    .set({ latest_access_time: new Date(Date.now() - seconds * 1000) })
    .where('realm', '=', realm)
    .where('username', '=', 'demo')
    .execute();
}

/** Ends the realm's demo sessions through AM's REST API, as an administrator would. */
async function logoutInAm(realm: string) {
  const admin = await ssoToken(stack.platform.amUrl, 'root', 'amadmin', 'Admin!Passw0rd');
  const sessionsUrl = `${stack.platform.amUrl}/json/realms/root/sessions`;
  const filter = encodeURIComponent(`username eq "demo" and realm eq "/${realm}"`);
  const listed = (await (
    await fetch(`${sessionsUrl}?_queryFilter=${filter}`, {
      headers: { iPlanetDirectoryPro: admin },
    })
  ).json()) as { result: { sessionHandle: string }[] };
  expect(listed.result.length).toBeGreaterThan(0);
  const response = await fetch(`${sessionsUrl}?_action=logoutByHandle`, {
    method: 'POST',
    headers: { iPlanetDirectoryPro: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionHandles: listed.result.map((entry) => entry.sessionHandle) }),
  });
  expect(response.status).toBe(200);
}

describe('with PLATFORM_IDLE_TIMEOUT_S=90', () => {
  it('reports an idle expiry about 90 s ahead', async () => {
    const client = await signedIn('alpha');
    const ahead = Date.parse((await session(client)).maxIdleExpirationTime) - Date.now();
    expect(ahead).toBeGreaterThan((IDLE_SECONDS - 10) * 1000);
    expect(ahead).toBeLessThanOrEqual(IDLE_SECONDS * 1000);
  });

  it('extends the session: the idle expiry moves forward, the rest stays', async () => {
    const client = await signedIn('bravo');
    await idleFor('bravo', 40);
    const before = await session(client);
    expect(Date.parse(before.maxIdleExpirationTime) - Date.now()).toBeLessThan(51_000);

    const extended = await client.request<{ extendSession: Session }>(EXTEND);
    expect(extended.errors).toBeUndefined();
    const after = extended.data!.extendSession;
    expect(Date.parse(after.maxIdleExpirationTime)).toBeGreaterThan(
      Date.parse(before.maxIdleExpirationTime) + 35_000,
    );
    expect(Date.parse(after.maxIdleExpirationTime) - Date.now()).toBeGreaterThan(
      (IDLE_SECONDS - 10) * 1000,
    );
    expect(after).toEqual({ ...before, maxIdleExpirationTime: after.maxIdleExpirationTime });
    expect(await session(client)).toEqual(after);
  });

  it('ends a session left idle past the timeout', async () => {
    const client = await signedIn('root');
    await idleFor('root', IDLE_SECONDS + 1);
    const result = await client.request(EXTEND);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED after the AM logout and clears the cookie', async () => {
    const client = await signedIn('alpha');
    await logoutInAm('alpha');
    const result = await client.request(EXTEND);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.setCookies.some((line) => /^ic_session=;/.test(line))).toBe(true);
    expect((await client.request('{ me { id } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const result = await new GraphQLClient(stack.url).request(EXTEND);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
