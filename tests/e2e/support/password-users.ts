import type { Db } from '../../../src/platform/store/db.js';
import { verifyPassword } from '../../../src/platform/store/passwords.js';

export interface PasswordQuestion {
  realm: string;
  password: string;
}

/** Whether a stored hash is of the password asked about, by hash: a hash never changes. */
const hashMatches = new Map<string, Promise<boolean>>();

/** The ids of the realm's users whose password is the one asked about. */
export async function usersWithPassword(
  db: Db,
  { realm, password }: PasswordQuestion,
): Promise<string[]> {
  const rows = await db
    .selectFrom('credentials')
    .select(['user_id', 'password_hash'])
    .where('realm', '=', realm)
    .execute();
  const matches = (hash: string) => {
    const key = `${password}\u0000${hash}`;
    let known = hashMatches.get(key);
    if (!known) hashMatches.set(key, (known = verifyPassword(password, hash)));
    return known;
  };
  const matching = await Promise.all(rows.map((row) => matches(row.password_hash)));
  return rows.filter((_, index) => matching[index]).map((row) => row.user_id);
}
