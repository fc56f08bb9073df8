import { sql } from 'kysely';
import { jsonb, type Db } from '../../store/db.js';

/** Which records: the realm and the entity type (`autoaccess/datasources/1`). */
export interface EntityScope {
  realm: string;
  namespace: string;
  name: string;
  version: string;
}

export interface StoredEntity {
  id: string;
  rev: number;
  data: Record<string, unknown>;
}

const scoped = (db: Db, scope: EntityScope) =>
  db
    .selectFrom('autoaccess_entities')
    .select(['id', 'rev', 'data'])
    .where('realm', '=', scope.realm)
    .where('namespace', '=', scope.namespace)
    .where('name', '=', scope.name);

export async function listEntities(db: Db, scope: EntityScope): Promise<StoredEntity[]> {
  return scoped(db, scope).execute();
}

export async function findEntity(
  db: Db,
  scope: EntityScope,
  id: string,
): Promise<StoredEntity | undefined> {
  return scoped(db, scope).where('id', '=', id).executeTakeFirst();
}

/** Inserts a record; undefined when one with its id exists already. */
export async function insertEntity(
  db: Db,
  scope: EntityScope,
  id: string,
  data: Record<string, unknown>,
): Promise<StoredEntity | undefined> {
  return db
    .insertInto('autoaccess_entities')
    .values({ ...scope, id, data: jsonb(data) })
    .onConflict((conflict) => conflict.columns(['realm', 'namespace', 'name', 'id']).doNothing())
    .returning(['id', 'rev', 'data'])
    .executeTakeFirst();
}

/** Replaces a record while its revision is still `expectedRev`; undefined otherwise. */
export async function updateEntity(
  db: Db,
  scope: EntityScope,
  id: string,
  expectedRev: number,
  data: Record<string, unknown>,
): Promise<StoredEntity | undefined> {
  return db
    .updateTable('autoaccess_entities')
    .set({ data: jsonb(data), rev: sql<number>`rev + 1` })
    .where('realm', '=', scope.realm)
    .where('namespace', '=', scope.namespace)
    .where('name', '=', scope.name)
    .where('id', '=', id)
    .where('rev', '=', expectedRev)
    .returning(['id', 'rev', 'data'])
    .executeTakeFirst();
}

/** Deletes a record (at `expectedRev` when given); undefined when nothing was deleted. */
export async function deleteEntity(
  db: Db,
  scope: EntityScope,
  id: string,
  expectedRev: number | undefined,
): Promise<StoredEntity | undefined> {
  let query = db
    .deleteFrom('autoaccess_entities')
    .where('realm', '=', scope.realm)
    .where('namespace', '=', scope.namespace)
    .where('name', '=', scope.name)
    .where('id', '=', id);
  if (expectedRev !== undefined) query = query.where('rev', '=', expectedRev);
  return query.returning(['id', 'rev', 'data']).executeTakeFirst();
}

/** PostgreSQL's unique_violation, raised by the data source name index. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
