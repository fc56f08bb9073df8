import { sql } from 'kysely';
import type { Db } from '../store/db.js';

export const USER_NAME_PROPERTY = 'userName';

/**
 * Whether `userName` is a name another object of the type already has, in any letter case: the
 * one uniqueness check, for a patch and for a whole object's validation alike.
 */
export async function userNameTaken(
  db: Db,
  target: { object: string; id: string },
  userName: unknown,
): Promise<boolean> {
  if (typeof userName !== 'string' || userName === '') return false;
  const row = await db
    .selectFrom('managed_objects')
    .select('id')
    .where('type', '=', target.object)
    .where(sql<string>`lower(doc->>'userName')`, '=', userName.toLowerCase())
    .where('id', '<>', target.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
