import { loadPlatformConfig, type PlatformConfig } from '../../../src/platform/config.js';
import type { Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { seedIfEmpty } from '../../../src/platform/store/seed/seed.js';
import { storeTemplate, testDb } from '../../support/memory-store.js';

export async function seededStore(
  env: Record<string, string> = {},
): Promise<{ db: Db; config: PlatformConfig }> {
  const config = loadPlatformConfig({ DATA_DIR: 'memory://', SEED_USERS_PER_REALM: '25', ...env });
  const db = testDb({ dataDir: config.storeDir, template: storeTemplate() });
  await migrateToLatest(db);
  await seedIfEmpty(db, config);
  return { db, config };
}

export function usersOf(db: Db) {
  return db
    .selectFrom('managed_objects')
    .select(['type', 'id', 'rev', 'doc'])
    .where('type', 'like', '%user')
    .orderBy('type')
    .orderBy('id')
    .execute();
}
