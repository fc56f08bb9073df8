import { sql } from 'kysely';
import { jsonb, type Db } from '../store/db.js';

export interface ConfigRow {
  id: string;
  rev: number;
  doc: Record<string, unknown>;
}

export async function readConfig(db: Db, id: string): Promise<ConfigRow | undefined> {
  return db
    .selectFrom('config_objects')
    .select(['id', 'rev', 'doc'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Stores a configuration document. With an expected revision the write happens only
 * while the stored revision still matches (undefined when it does not); without one it
 * creates or replaces.
 */
export async function writeConfig(
  db: Db,
  id: string,
  doc: Record<string, unknown>,
  expectedRev: number | undefined,
): Promise<ConfigRow | undefined> {
  if (expectedRev !== undefined) {
    return db
      .updateTable('config_objects')
      .set({ doc: jsonb(doc), rev: sql<number>`rev + 1` })
      .where('id', '=', id)
      .where('rev', '=', expectedRev)
      .returning(['id', 'rev', 'doc'])
      .executeTakeFirst();
  }
  return db
    .insertInto('config_objects')
    .values({ id, doc: jsonb(doc) })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ doc: jsonb(doc), rev: sql<number>`config_objects.rev + 1` }),
    )
    .returning(['id', 'rev', 'doc'])
    .executeTakeFirstOrThrow();
}
