import { DEFAULT_MIGRATION_TABLE, sql, type KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { storeAtFirstRelease } from '../../support/first-release-store.js';
import { memoryDb } from '../../support/memory-store.js';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

/** The kinds of the statements a store is sent through the returned handle. */
function watched(store: Db): { store: Db; kinds: string[] } {
  const kinds: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      kinds.push(node.kind);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { store: store.withPlugin(plugin), kinds };
}

const indexesOf = async (store: Db, table: string) =>
  (
    await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = ${table}
      order by indexname`.execute(store)
  ).rows.map((row) => row.indexname);

describe('migrateToLatest', { timeout: 30_000 }, () => {
  it('only reads which migrations a store has run when it has run them all', async () => {
    db = memoryDb();
    await migrateToLatest(db);
    const { store, kinds } = watched(db);
    await migrateToLatest(store);
    expect(kinds).toEqual(['RawNode', 'RawNode']);
  });

  it('runs what a store lacks, such as the index that finds an access token by its id', async () => {
    db = await storeAtFirstRelease();
    expect(await indexesOf(db, 'oidc_payloads')).not.toContain('oidc_payloads_id_idx');
    const { store, kinds } = watched(db);
    await migrateToLatest(store);
    expect(kinds.length).toBeGreaterThan(2);
    expect(await indexesOf(db, 'oidc_payloads')).toContain('oidc_payloads_id_idx');
  });

  it('refuses a store that ran a migration this release does not know', async () => {
    db = memoryDb();
    await migrateToLatest(db);
    await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp)
      values ('9999-from-a-later-release', now()::text)`.execute(db);
    const refusal = await migrateToLatest(db).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).cause).toMatchObject({
      message: expect.stringContaining('9999-from-a-later-release is missing') as unknown,
    });
  });
});
