import { afterAll, beforeAll, expect, it } from 'vitest';
import { sweepExpired } from '../../../src/platform/am/housekeeping.js';
import { jsonb, type Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { memoryDb } from '../../support/memory-store.js';

let db: Db;
beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});

const MINUTE = 60_000;

function session(tokenId: string, authAgo: number, accessAgo: number) {
  const now = Date.now();
  return {
    token_id: tokenId,
    handle: `shandle:${tokenId}`,
    realm: 'alpha',
    user_id: 'u1',
    username: 'demo',
    universal_id: 'id=demo',
    auth_time: new Date(now - authAgo),
    latest_access_time: new Date(now - accessAgo),
    max_idle_seconds: 30 * 60,
    max_session_minutes: 120,
  };
}

it('removes only what has expired', async () => {
  const now = new Date();
  await db
    .insertInto('am_sessions')
    .values([
      session('live', 60 * MINUTE, 5 * MINUTE),
      session('idle', 60 * MINUTE, 31 * MINUTE),
      session('old', 121 * MINUTE, 1 * MINUTE),
    ])
    .execute();
  await db
    .insertInto('journey_states')
    .values([
      {
        auth_id: 'fresh',
        realm: 'alpha',
        tree: 'Login',
        state: jsonb({}),
        expires_at: new Date(now.getTime() + MINUTE),
      },
      {
        auth_id: 'stale',
        realm: 'alpha',
        tree: 'Login',
        state: jsonb({}),
        expires_at: new Date(now.getTime() - MINUTE),
      },
    ])
    .execute();
  await db
    .insertInto('oidc_payloads')
    .values([
      {
        model: 'alpha/AccessToken',
        id: 'kept',
        payload: jsonb({}),
        expires_at: new Date(now.getTime() + MINUTE),
      },
      {
        model: 'alpha/AccessToken',
        id: 'expired',
        payload: jsonb({}),
        expires_at: new Date(now.getTime() - MINUTE),
      },
    ])
    .execute();
  await db
    .insertInto('login_failures')
    .values([
      { realm: 'alpha', username: 'demo', failed_at: new Date(now.getTime() - MINUTE) },
      { realm: 'alpha', username: 'demo', failed_at: new Date(now.getTime() - 11 * MINUTE) },
    ])
    .execute();
  await db
    .insertInto('account_lockouts')
    .values([
      { realm: 'alpha', username: 'locked', locked_until: new Date(now.getTime() + MINUTE) },
      { realm: 'alpha', username: 'unlocked', locked_until: new Date(now.getTime() - MINUTE) },
    ])
    .execute();

  await sweepExpired(db, now);

  expect(
    (await db.selectFrom('am_sessions').select('token_id').execute()).map((row) => row.token_id),
  ).toEqual(['live']);
  expect(
    (await db.selectFrom('journey_states').select('auth_id').execute()).map((row) => row.auth_id),
  ).toEqual(['fresh']);
  expect(
    (await db.selectFrom('oidc_payloads').select('id').execute()).map((row) => row.id),
  ).toEqual(['kept']);
  expect(await db.selectFrom('login_failures').selectAll().execute()).toHaveLength(1);
  expect(
    (await db.selectFrom('account_lockouts').select('username').execute()).map(
      (row) => row.username,
    ),
  ).toEqual(['locked']);
});
