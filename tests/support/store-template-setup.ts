import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { loadOidcKeys } from '../../src/platform/am/oidc/keys.js';
import { loadAcmeKeys } from '../../src/platform/social/acme/acme-settings.js';
import { migrateToLatest } from '../../src/platform/store/migrate.js';
import { pglitePool } from '../../src/platform/store/pglite-pool.js';
import type { Database } from '../../src/platform/store/schema.js';
import { MIGRATED_STORE_TEMPLATE_ENV, STORE_TEMPLATE_ENV } from './memory-store.js';

/**
 * Dumps the cluster after a checkpoint: a store opened from a dump otherwise replays the write-ahead
 * log since the last one, which cost each open about a sixth of its CPU.
 */
async function writeDump(pglite: PGlite, path: string): Promise<void> {
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Test stores never create a database, and the two template databases are two thirds of a new
 * cluster's files: without them a store opens with about a quarter less CPU.
 */
async function dropTemplateDatabases(pglite: PGlite): Promise<void> {
  await pglite.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
}

/**
 * Initializes one empty cluster for the run, so that no test store pays for its own initdb, and
 * a second dump of it with every migration run and the platform's signing keys generated, which
 * a platform under test starts from: migrating and generating two RSA keys cost about as much
 * CPU as opening the store. The workers, started after this, inherit both paths through the
 * environment.
 */
export default async function setup(): Promise<() => void> {
  // Each project with stores lists this setup, and vitest runs the projects' setups one after
  // another in its own process: the first builds the dumps for the whole run.
  if (process.env[MIGRATED_STORE_TEMPLATE_ENV]) return () => {};
  const folder = mkdtempSync(join(tmpdir(), 'ic-store-template-'));
  const emptyPath = join(folder, 'empty-cluster.tar');
  const migratedPath = join(folder, 'migrated-store.tar');
  const pglite = new PGlite();
  await pglite.waitReady;
  await dropTemplateDatabases(pglite);
  await writeDump(pglite, emptyPath);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  await migrateToLatest(db);
  await Promise.all([loadOidcKeys(db), loadAcmeKeys(db)]);
  await writeDump(pglite, migratedPath);
  await db.destroy();
  process.env[STORE_TEMPLATE_ENV] = emptyPath;
  process.env[MIGRATED_STORE_TEMPLATE_ENV] = migratedPath;
  return () => rmSync(folder, { recursive: true, force: true });
}
