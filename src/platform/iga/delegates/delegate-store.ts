import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../store/db.js';

/** A delegation: `delegateId` acts for `userId` from `startDate` to `endDate`, both included. */
export interface DelegateRow {
  id: string;
  rev: number;
  userId: string;
  delegateId: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

function delegatesOf(db: Db, realm: string, userId: string) {
  return db
    .selectFrom('iga_delegates')
    .select([
      'id',
      'rev',
      'user_id as userId',
      'delegate_id as delegateId',
      // Dates travel as text: a Date would move with the server's time zone.
      sql<string>`start_date::text`.as('startDate'),
      sql<string>`end_date::text`.as('endDate'),
    ])
    .where('realm', '=', realm)
    .where('user_id', '=', userId);
}

/** The user's delegates, by start date. */
export function listDelegates(db: Db, realm: string, userId: string): Promise<DelegateRow[]> {
  return delegatesOf(db, realm, userId).orderBy('start_date').orderBy('id').execute();
}

export function findDelegate(
  db: Db,
  realm: string,
  userId: string,
  id: string,
): Promise<DelegateRow | undefined> {
  return delegatesOf(db, realm, userId).where('id', '=', id).executeTakeFirst();
}

/**
 * Holds the user's delegations until the transaction ends, so that two adds at once cannot both
 * pass the checks on what is stored (the same delegate twice, more than the most allowed).
 */
export async function lockDelegatesOf(db: Db, realm: string, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`iga_delegates/${realm}/${userId}`}))`.execute(
    db,
  );
}

export async function insertDelegate(
  db: Db,
  realm: string,
  delegate: Omit<DelegateRow, 'id' | 'rev'>,
): Promise<DelegateRow> {
  const id = randomUUID();
  await db
    .insertInto('iga_delegates')
    .values({
      realm,
      id,
      user_id: delegate.userId,
      delegate_id: delegate.delegateId,
      start_date: delegate.startDate,
      end_date: delegate.endDate,
    })
    .execute();
  return { id, rev: 1, ...delegate };
}

/** Deletes a delegate at a revision; false when that revision is stale. */
export async function deleteDelegate(
  db: Db,
  realm: string,
  id: string,
  rev: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('iga_delegates')
    .where('realm', '=', realm)
    .where('id', '=', id)
    .where('rev', '=', rev)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
