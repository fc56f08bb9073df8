import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { STORE_TEMPLATE_ENV } from './memory-store.js';

/**
 * Initializes one empty cluster for the run, so that no test store pays for its own initdb. The
 * workers, started after this, inherit its path through the environment.
 */
export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'ic-store-template-'));
  const path = join(folder, 'empty-cluster.tar');
  const pglite = new PGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env[STORE_TEMPLATE_ENV] = path;
  return () => rmSync(folder, { recursive: true, force: true });
}
