import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { seededUserPool } from './support/seeded-users.js';

const PASSWORD = 'Demo!Passw0rd';

let stack: RunningStack;
let clock = Date.parse('2026-11-27T09:00:00Z');

beforeAll(async () => {
  // The console trusts this test's X-Forwarded-For, as it would a proxy's: each call names its address.
  stack = await startStack({ gatewayEnv: { TRUST_PROXY: 'true' } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 3_600_000;
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
});

function elapse(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

/** One sign-in through the console from a client address: its outcome, or its error's code. */
async function signInFrom(address: string, username: string, password: string) {
  const client = new GraphQLClient(stack.url, {
    'x-requested-with': 'identity-console',
    'x-forwarded-for': address,
  });
  const result = await signIn(client, { realm: 'alpha', username, password });
  const extensions: Record<string, unknown> = result.errors?.[0]?.extensions ?? {};
  const retryAfterSeconds = extensions.retryAfterSeconds;
  return {
    outcome: result.data?.authenticate.__typename ?? extensions.code,
    retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
  };
}

/** The Login journey straight at the platform's authenticate endpoint, from a client address. */
async function platformSignIn(address: string, username: string, password: string) {
  const url = `${stack.platform.amUrl}/json/realms/root/realms/alpha/authenticate`;
  const post = (body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const started = (await (await post({})).json()) as {
    authId: string;
    callbacks: { type: string; input: { name: string }[] }[];
  };
  return post({
    authId: started.authId,
    callbacks: started.callbacks.map((callback) => ({
      type: callback.type,
      input: callback.input.map(({ name }) => ({
        name,
        value: callback.type === 'PasswordCallback' ? password : username,
      })),
    })),
  });
}

async function seededUsers(count: number): Promise<string[]> {
  const pool = seededUserPool();
  await pool.load(stack.platform.db, count);
  return pool.rest();
}

async function lockedUsernames(): Promise<string[]> {
  const rows = await stack.platform.db.selectFrom('account_lockouts').select('username').execute();
  return rows.map((row) => row.username);
}

describe('twenty fast wrong sign-ins from one address', () => {
  it('at one account get 429 with Retry-After after the fifth, and other users still sign in', async () => {
    const attacker = '203.0.113.10';
    const outcomes = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      outcomes.push(await signInFrom(attacker, 'demo', `guess-${attempt}`));
    }
    expect(outcomes.slice(0, 5).map(({ outcome }) => outcome)).toEqual(
      Array.from({ length: 5 }, () => 'UNAUTHENTICATED'),
    );
    expect(new Set(outcomes.slice(5).map(({ outcome }) => outcome))).toEqual(
      new Set(['RATE_LIMITED']),
    );
    expect(outcomes[5]?.retryAfterSeconds).toBeGreaterThan(0);

    const platform = await platformSignIn(attacker, 'demo', 'one-more-guess');
    expect(platform.status).toBe(429);
    expect(Number(platform.headers.get('retry-after'))).toBeGreaterThan(0);

    const [other] = await seededUsers(1);
    expect((await signInFrom(attacker, other!, PASSWORD)).outcome).toBe('JourneySuccess');
    elapse(2_000);
    expect((await signInFrom('198.51.100.10', 'demo', PASSWORD)).outcome).toBe('JourneySuccess');
    expect((await signInFrom(attacker, 'demo', PASSWORD)).outcome).toBe('UNAUTHENTICATED');
  });

  it('at twenty accounts get 429 with Retry-After before any of them is locked out', async () => {
    const attacker = '203.0.113.20';
    const victims = await seededUsers(21);
    const outcomes = [];
    for (const victim of victims.slice(0, 20)) {
      outcomes.push(await signInFrom(attacker, victim, 'Spring2026!'));
    }
    const refusedFrom = outcomes.findIndex(({ outcome }) => outcome === 'RATE_LIMITED');
    expect(refusedFrom).toBeGreaterThan(0);
    expect(refusedFrom).toBeLessThan(20);
    expect(
      outcomes.slice(0, refusedFrom).every(({ outcome }) => outcome === 'UNAUTHENTICATED'),
    ).toBe(true);
    expect(outcomes.slice(refusedFrom).every(({ outcome }) => outcome === 'RATE_LIMITED')).toBe(
      true,
    );
    expect(outcomes[refusedFrom]?.retryAfterSeconds).toBeGreaterThan(0);
    const victimNames = new Set(victims.map((victim) => victim.toLowerCase()));
    expect((await lockedUsernames()).filter((name) => victimNames.has(name))).toEqual([]);
    expect((await signInFrom('198.51.100.20', victims[0]!, PASSWORD)).outcome).toBe(
      'JourneySuccess',
    );
  });
});
