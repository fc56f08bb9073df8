import { Migrator, type Kysely } from 'kysely';
import type { Db } from '../../src/platform/store/db.js';
import * as initial from '../../src/platform/store/migrations/0001-initial.js';
import { memoryDb } from './memory-store.js';

/** An in-memory store as the first release left it: only the first migration run. */
export async function storeAtFirstRelease(): Promise<Db> {
  const store = memoryDb();
  const migrator = new Migrator({
    db: store as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve({ '0001-initial': initial }) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw new Error('The first migration failed', { cause: error });
  return store;
}
