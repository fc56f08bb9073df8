import { readFileSync } from 'node:fs';
import { createDb, type Db } from '../../src/platform/store/db.js';

/** Names the empty-cluster dump that `store-template-setup.ts` writes for a test run. */
export const STORE_TEMPLATE_ENV = 'IC_TEST_STORE_TEMPLATE';

/** The run's empty-cluster dump, read for one store; none outside a test run (scripts). */
export function storeTemplate(): Blob | undefined {
  const path = process.env[STORE_TEMPLATE_ENV];
  return path ? new Blob([readFileSync(path)]) : undefined;
}

/** An empty in-memory store, started from the run's template. */
export function memoryDb(): Db {
  return createDb({ dataDir: 'memory://', template: storeTemplate() });
}
