import { readFileSync } from 'node:fs';
import { createDb, type Db, type StoreOptions } from '../../src/platform/store/db.js';

/** Names the empty-cluster dump that `store-template-setup.ts` writes for a test run. */
export const STORE_TEMPLATE_ENV = 'IC_TEST_STORE_TEMPLATE';
/** Names the run's dump of a migrated store that holds the platform's signing keys. */
export const MIGRATED_STORE_TEMPLATE_ENV = 'IC_TEST_MIGRATED_STORE_TEMPLATE';

/** Each dump read once per worker: a Blob is immutable, and every store of the worker shares it. */
const dumps = new Map<string, Blob>();

function dumpNamedBy(env: string): Blob | undefined {
  const path = process.env[env];
  if (!path) return undefined;
  const dump = dumps.get(path) ?? new Blob([readFileSync(path)]);
  dumps.set(path, dump);
  return dump;
}

/** The run's empty-cluster dump; none outside a test run (scripts). */
export function storeTemplate(): Blob | undefined {
  return dumpNamedBy(STORE_TEMPLATE_ENV);
}

/**
 * The run's migrated store with signing keys, for a platform under test; none outside a test run.
 * Migrating it again finds nothing to do, as a restarted platform does.
 */
export function migratedStoreTemplate(): Blob | undefined {
  return dumpNamedBy(MIGRATED_STORE_TEMPLATE_ENV);
}

/**
 * A test store holds little data: with PostgreSQL's default buffer pool (128 MB), which it zeroes
 * at start, opening one cost about half as much CPU again as with 16 MB.
 */
const TEST_STORE_SETTINGS = ['shared_buffers = 16MB'];

/** A store for a test: an embedded one with the test settings. */
export function testDb(options: Omit<StoreOptions, 'settings'>): Db {
  return createDb({ ...options, settings: TEST_STORE_SETTINGS });
}

/** An empty in-memory store, started from the run's template. */
export function memoryDb(): Db {
  return testDb({ dataDir: 'memory://', template: storeTemplate() });
}
