import { sql } from 'kysely';
import { managedUserResource, managedUserObject } from '../../../domain/realms.js';
import type { Db } from '../../store/db.js';
import { peopleByDisplayName, type GovernancePerson } from '../people.js';

/** The most direct reports a manager is shown. */
const MAX_DIRECT_REPORTS = 1000;

/** The reference a user's `manager` holds to point at this user. */
function managerRef(realm: string, userId: string): string {
  return `${managedUserResource(realm)}/${userId}`;
}

/** The id of the user's manager, from the `manager._ref` of their user document. */
export async function managerIdOf(db: Db, realm: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('managed_objects')
    .select(sql<string | null>`doc -> 'manager' ->> '_ref'`.as('ref'))
    .where('type', '=', managedUserObject(realm))
    .where('id', '=', userId)
    .executeTakeFirst();
  const prefix = `${managedUserResource(realm)}/`;
  return row?.ref?.startsWith(prefix) ? row.ref.slice(prefix.length) : null;
}

export async function isManagerOf(
  db: Db,
  realm: string,
  managerId: string,
  userId: string,
): Promise<boolean> {
  return (await managerIdOf(db, realm, userId)) === managerId;
}

/** The users whose manager is this user, by display name. */
export async function directReportsOf(
  db: Db,
  realm: string,
  managerId: string,
): Promise<GovernancePerson[]> {
  const rows = await db
    .selectFrom('managed_objects')
    .select('id')
    .where('type', '=', managedUserObject(realm))
    .where(sql`doc -> 'manager' ->> '_ref'`, '=', managerRef(realm, managerId))
    .limit(MAX_DIRECT_REPORTS)
    .execute();
  return peopleByDisplayName(
    db,
    realm,
    rows.map((row) => row.id),
  );
}
