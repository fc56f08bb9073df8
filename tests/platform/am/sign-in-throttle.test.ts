import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../../src/domain/constants.js';
import { usernameDelayMs } from '../../../src/platform/am/sign-in-throttle.js';
import { ALICE, DEMO, jsonRealmUrl, postJson, startAm, type AmFixture } from './am-fixture.js';

const ADDRESS_MAX_REQUESTS = 40;
const ADDRESS_MAX_FAILURES = 12;
const MAX_DELAY_S = 30;
const BURST_FAILURES = 9;

let am: AmFixture;
let clock = Date.parse('2026-11-24T09:00:00Z');

beforeAll(async () => {
  am = await startAm({
    SIGN_IN_ADDRESS_MAX_REQUESTS: String(ADDRESS_MAX_REQUESTS),
    SIGN_IN_ADDRESS_MAX_FAILURES: String(ADDRESS_MAX_FAILURES),
    SIGN_IN_DELAY_AFTER_FAILURES: '5',
    SIGN_IN_MAX_DELAY_S: String(MAX_DELAY_S),
    SIGN_IN_ADDRESS_BURST_FAILURES: String(BURST_FAILURES),
  });
}, 120_000);
afterAll(async () => {
  await am?.close();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 3_600_000;
  vi.setSystemTime(clock);
  await am.db.deleteFrom('login_failures').execute();
  await am.db.deleteFrom('account_lockouts').execute();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The clock moves on by `ms` (the platform reads it through Date). */
function elapse(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

/** The Login journey from a client address: start, then the name and password. */
async function signIn(address: string, username: string, password: string, realm = 'alpha') {
  const url = `${jsonRealmUrl(am, realm)}/authenticate`;
  const headers = { 'x-forwarded-for': address };
  const started = await postJson(url, {}, headers);
  if (started.status !== 200) return started;
  const callbacks = started.body.callbacks as { type: string; input: { name: string }[] }[];
  return postJson(
    url,
    {
      authId: started.body.authId,
      callbacks: callbacks.map((callback) => ({
        ...callback,
        input: callback.input.map((input) => ({
          ...input,
          value: callback.type === 'NameCallback' ? username : password,
        })),
      })),
    },
    headers,
  );
}

function retryAfter(response: { headers: Headers; body: Record<string, unknown> }): number {
  const header = Number(response.headers.get('retry-after'));
  expect(header).toBeGreaterThan(0);
  expect(response.body).toMatchObject({ code: 429, detail: { retryAfterSeconds: header } });
  return header;
}

describe('requests per client address', () => {
  it('answers 429 with Retry-After past the limit, for that address only, until the minute is over', async () => {
    const url = `${jsonRealmUrl(am, 'bravo')}/authenticate`;
    const from = (address: string) => postJson(url, {}, { 'x-forwarded-for': address });
    for (let request = 0; request < ADDRESS_MAX_REQUESTS; request += 1) {
      expect((await from('198.51.100.7')).status).toBe(200);
    }
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect((await from('198.51.100.8')).status).toBe(200);

    elapse(61_000);
    expect((await from('198.51.100.7')).status).toBe(200);
  });
});

describe('failed sign-ins per client address', () => {
  it('throttles a password spray from one address, and not the other addresses', async () => {
    const statuses: number[] = [];
    for (let user = 0; user < 40; user += 1) {
      statuses.push((await signIn('203.0.113.50', `sprayed-${user}`, 'Summer2026!')).status);
      elapse(8_000);
    }
    expect(statuses.slice(0, ADDRESS_MAX_FAILURES)).toEqual(
      Array.from({ length: ADDRESS_MAX_FAILURES }, () => 401),
    );
    expect(new Set(statuses.slice(ADDRESS_MAX_FAILURES))).toEqual(new Set([429]));
    const recorded = await am.db
      .selectFrom('login_failures')
      .select('username')
      .where('client_address', '=', '203.0.113.50')
      .execute();
    expect(recorded).toHaveLength(ADDRESS_MAX_FAILURES);

    const refused = await signIn('203.0.113.50', DEMO.username, DEMO.password);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(4 * 60);
    expect((await signIn('203.0.113.51', DEMO.username, DEMO.password)).status).toBe(200);
  }, 20_000);
});

describe('a burst of failed sign-ins from one address', () => {
  it('is refused past the per-minute limit, whatever the usernames, until the minute is over', async () => {
    for (let user = 0; user < BURST_FAILURES; user += 1) {
      expect((await signIn('203.0.113.60', `burst-${user}`, 'guess')).status).toBe(401);
    }
    const refused = await signIn('203.0.113.60', 'burst-last', 'guess');
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect((await signIn('203.0.113.61', DEMO.username, DEMO.password)).status).toBe(200);

    elapse(61_000);
    expect((await signIn('203.0.113.60', 'burst-last', 'guess')).status).toBe(401);
  });
});

describe('failed sign-ins per username, across addresses', () => {
  it('makes each further attempt wait a doubling delay, then answers again', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(`192.0.2.${attempt + 1}`, ALICE.username, 'guess')).status).toBe(401);
    }
    const tooSoon = await signIn('192.0.2.99', ALICE.username, 'guess');
    expect(tooSoon.status).toBe(429);
    expect(retryAfter(tooSoon)).toBe(1);

    elapse(1_000);
    expect((await signIn('192.0.2.99', ALICE.username, 'guess')).status).toBe(401);
    const doubled = await signIn('192.0.2.100', ALICE.username, ALICE.password);
    expect(doubled.status).toBe(429);
    expect(retryAfter(doubled)).toBe(2);
    elapse(2_000);
    expect((await signIn('192.0.2.100', ALICE.username, ALICE.password)).status).toBe(200);
  });

  it('caps the delay', () => {
    const config = am.config;
    expect(usernameDelayMs(config, 4)).toBe(0);
    expect(usernameDelayMs(config, 5)).toBe(1_000);
    expect(usernameDelayMs(config, 7)).toBe(4_000);
    expect(usernameDelayMs(config, 500)).toBe(MAX_DELAY_S * 1000);
  });
});

describe('lockout as a denial of service', () => {
  it('locks the username only at the address that failed: the owner still signs in from elsewhere', async () => {
    const stranger = '203.0.113.66';
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
        const response = await signIn(stranger, DEMO.username, 'wrong');
        if (response.status === 429) elapse(retryAfter(response) * 1000);
        else expect(response.status).toBe(401);
      }
      const locked = await signIn(stranger, DEMO.username, DEMO.password);
      expect([401, 429]).toContain(locked.status);

      let owner = await signIn('198.51.100.200', DEMO.username, DEMO.password);
      if (owner.status === 429) {
        expect(retryAfter(owner)).toBeLessThanOrEqual(MAX_DELAY_S);
        elapse(retryAfter(owner) * 1000);
        owner = await signIn('198.51.100.200', DEMO.username, DEMO.password);
      }
      expect(owner.status, `round ${round}`).toBe(200);
      elapse(5 * 60_000);
    }
    const lockouts = await am.db.selectFrom('account_lockouts').selectAll().execute();
    expect(lockouts.map((row) => row.client_address)).toEqual([stranger]);
  });
});
