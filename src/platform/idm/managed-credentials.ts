import { sql } from 'kysely';
import { ROOT_REALM } from '../../domain/realms.js';
import type { Db } from '../store/db.js';
import { verifyPassword } from '../store/passwords.js';
import { rememberReplacedPassword } from './password-history.js';

/** The realm whose users a managed object type holds: `user` is root, `<realm>_user` the realm. */
export function realmOfManagedObject(object: string): string | undefined {
  if (object === 'user') return ROOT_REALM;
  return /^(.+)_user$/.exec(object)?.[1];
}

export async function passwordMatches(
  db: Db,
  realm: string,
  userId: string,
  password: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(password, row.password_hash));
}

/** Sets the user's password; the one it replaces joins the user's password history. */
export async function storePasswordHash(
  db: Db,
  realm: string,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await rememberReplacedPassword(db, realm, userId);
  await db
    .insertInto('credentials')
    .values({ realm, user_id: userId, password_hash: passwordHash })
    .onConflict((conflict) =>
      conflict
        .columns(['realm', 'user_id'])
        .doUpdateSet({ password_hash: passwordHash, updated_at: sql`now()` }),
    )
    .execute();
}
