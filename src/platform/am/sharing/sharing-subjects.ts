import { managedUserObject } from '../../../domain/realms.js';
import type { Db } from '../../store/db.js';

/** The usernames of managed users of a realm, by id; an id that names nobody is left out. */
export async function usernamesById(
  db: Db,
  realm: string,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', managedUserObject(realm))
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [row.id, typeof row.doc.userName === 'string' ? row.doc.userName : row.id]),
  );
}

/** The username to show for a user id: the current one, or the id once the user is gone. */
export function usernameOf(usernames: ReadonlyMap<string, string>, id: string): string {
  return usernames.get(id) ?? id;
}
