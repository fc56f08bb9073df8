import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../../src/domain/constants.js';
import { DEMO, signIn, startAm, type AmFixture } from './am-fixture.js';

const LOCKOUT_MINUTES = 2;

let am: AmFixture;
beforeAll(async () => {
  am = await startAm({ LOCKOUT_DURATION_MINUTES: String(LOCKOUT_MINUTES) });
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  await am.db.deleteFrom('am_sessions').execute();
  await am.db.deleteFrom('login_failures').execute();
  await am.db.deleteFrom('account_lockouts').execute();
});

async function fail(username: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await signIn(am, 'alpha', username, 'wrong-password')).status).toBe(401);
  }
}

/** Moves every stored failure and lockout `ms` into the past, as if that much time had passed. */
async function passes(ms: number) {
  const earlier = (column: 'failed_at' | 'locked_until') =>
    sql<Date>`${sql.ref(column)} - ${`${ms} milliseconds`}::interval`;
  await am.db
    .updateTable('login_failures')
    .set({ failed_at: earlier('failed_at') })
    .execute();
  await am.db
    .updateTable('account_lockouts')
    .set({ locked_until: earlier('locked_until') })
    .execute();
}

async function lockoutOf(username: string) {
  return am.db
    .selectFrom('account_lockouts')
    .selectAll()
    .where('realm', '=', 'alpha')
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
}

describe('lockout', () => {
  it('locks after five failures: an attempt too soon is throttled, then the right password is refused and no session is created', async () => {
    await fail(DEMO.username, LOGIN_FAILURE_LIMIT - 1);
    expect(await lockoutOf(DEMO.username)).toBeUndefined();

    const before = Date.now();
    await fail('DEMO', 1);
    const lockout = await lockoutOf(DEMO.username);
    expect(lockout).toBeDefined();
    const lockedFor = new Date(lockout!.locked_until).getTime() - before;
    expect(lockedFor).toBeGreaterThanOrEqual(LOCKOUT_MINUTES * 60_000 - 1000);
    expect(lockedFor).toBeLessThanOrEqual(LOCKOUT_MINUTES * 60_000 + 5000);

    expect((await signIn(am, 'alpha', DEMO.username, DEMO.password)).status).toBe(429);
    await passes(1_000);
    const sixth = await signIn(am, 'alpha', DEMO.username, DEMO.password);
    expect(sixth.status).toBe(401);
    expect(sixth.body).toMatchObject({
      code: 401,
      reason: 'Unauthorized',
      message: 'Login failure',
    });
    const sessions = await am.db.selectFrom('am_sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('unlocks once the lockout has passed (after the delay the failures still ask), and a success clears the failures', async () => {
    await fail(DEMO.username, LOGIN_FAILURE_LIMIT);
    await passes(1_000);
    expect((await signIn(am, 'alpha', DEMO.username, DEMO.password)).status).toBe(401);

    await passes(LOCKOUT_MINUTES * 60_000);
    await fail(DEMO.username, 1);
    const tooSoon = await signIn(am, 'alpha', DEMO.username, DEMO.password);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('2');
    await passes(2_000);
    expect((await signIn(am, 'alpha', DEMO.username, DEMO.password)).status).toBe(200);
    expect(await am.db.selectFrom('login_failures').selectAll().execute()).toHaveLength(0);

    await fail(DEMO.username, LOGIN_FAILURE_LIMIT - 1);
    expect(await lockoutOf(DEMO.username)).toBeUndefined();
  });

  it('counts only failures inside the window', async () => {
    await fail(DEMO.username, LOGIN_FAILURE_LIMIT - 1);
    await am.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 1000) })
      .execute();
    await fail(DEMO.username, 1);
    expect(await lockoutOf(DEMO.username)).toBeUndefined();
    expect((await signIn(am, 'alpha', DEMO.username, DEMO.password)).status).toBe(200);
  });

  it('records failures for unknown usernames and locks them too', async () => {
    await fail('Ghost', LOGIN_FAILURE_LIMIT);
    expect(await lockoutOf('ghost')).toBeDefined();
  });

  it('keeps lockouts per realm', async () => {
    await fail(DEMO.username, LOGIN_FAILURE_LIMIT);
    const bravo = await am.db
      .selectFrom('account_lockouts')
      .selectAll()
      .where('realm', '=', 'bravo')
      .execute();
    expect(bravo).toHaveLength(0);
  });
});
