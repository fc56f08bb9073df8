import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../../src/platform/config.js';
import { type Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { storeAtFirstRelease } from '../../support/first-release-store.js';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function insertOldSession(store: Db, tokenId: string, idleMinutes: number) {
  await sql`insert into am_sessions (token_id, handle, realm, user_id, username, universal_id,
      auth_time, latest_access_time, max_idle_minutes, max_session_minutes)
    values (${tokenId}, ${`shandle:${tokenId}`}, 'alpha', 'u1', 'demo', 'id=demo',
      now(), now(), ${idleMinutes}, 120)`.execute(store);
}

const systemNotification = async (store: Db) =>
  (
    await store
      .selectFrom('config_objects')
      .select('doc')
      .where('id', '=', 'ui/systemnotification')
      .executeTakeFirst()
  )?.doc;

// Each test opens and migrates a store of its own, as slow as a hook that does so.
describe('migration 0002 on an existing store', { timeout: 30_000 }, () => {
  it('keeps live sessions with their idle limit in seconds', async () => {
    db = await storeAtFirstRelease();
    await insertOldSession(db, 'thirty', 30);
    await insertOldSession(db, 'five', 5);
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('am_sessions')
      .select(['token_id', 'max_idle_seconds'])
      .orderBy('token_id')
      .execute();
    expect(rows).toEqual([
      { token_id: 'five', max_idle_seconds: 300 },
      { token_id: 'thirty', max_idle_seconds: 1800 },
    ]);
  });

  it('adds a disabled system notification when there is none', async () => {
    db = await storeAtFirstRelease();
    await migrateToLatest(db);
    expect(await systemNotification(db)).toEqual({
      enabled: false,
      message: '',
      severity: 'info',
      details: '',
    });
  });

  it('leaves a system notification the administrator already wrote', async () => {
    db = await storeAtFirstRelease();
    const written = { enabled: true, message: 'Kept', severity: 'danger' };
    await sql`insert into config_objects (id, doc)
      values ('ui/systemnotification', ${JSON.stringify(written)}::jsonb)`.execute(db);
    await migrateToLatest(db);
    expect(await systemNotification(db)).toEqual(written);
  });

  it('creates an empty notifications table', async () => {
    db = await storeAtFirstRelease();
    await migrateToLatest(db);
    expect(await db.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });
});

describe('PLATFORM_IDLE_TIMEOUT_S', () => {
  it('overrides SESSION_MAX_IDLE_MINUTES in seconds', () => {
    expect(loadPlatformConfig({ SESSION_MAX_IDLE_MINUTES: '30' }).sessionMaxIdleSeconds).toBe(1800);
    expect(
      loadPlatformConfig({ SESSION_MAX_IDLE_MINUTES: '30', PLATFORM_IDLE_TIMEOUT_S: '90' })
        .sessionMaxIdleSeconds,
    ).toBe(90);
  });

  it('refuses a timeout that is not a positive whole number of seconds', () => {
    expect(() => loadPlatformConfig({ PLATFORM_IDLE_TIMEOUT_S: '0' })).toThrow();
    expect(() => loadPlatformConfig({ PLATFORM_IDLE_TIMEOUT_S: '1.5' })).toThrow();
  });
});
