import { sql } from 'kysely';
import { jsonb, type Db } from '../store/db.js';

export interface ManagedRow {
  id: string;
  rev: number;
  doc: Record<string, unknown>;
}

export async function findManagedObject(
  db: Db,
  object: string,
  id: string,
): Promise<ManagedRow | undefined> {
  return db
    .selectFrom('managed_objects')
    .select(['id', 'rev', 'doc'])
    .where('type', '=', object)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Replaces the document only while the stored revision is `expectedRev`; undefined otherwise. */
export async function replaceManagedObjectAtRevision(
  db: Db,
  object: string,
  id: string,
  expectedRev: number,
  doc: Record<string, unknown>,
): Promise<ManagedRow | undefined> {
  return db
    .updateTable('managed_objects')
    .set({ doc: jsonb(doc), rev: sql<number>`rev + 1` })
    .where('type', '=', object)
    .where('id', '=', id)
    .where('rev', '=', expectedRev)
    .returning(['id', 'rev', 'doc'])
    .executeTakeFirst();
}
