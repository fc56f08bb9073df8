import type { Db } from '../../../src/platform/store/db.js';
import { verifyPassword } from '../../../src/platform/store/passwords.js';

export interface PasswordQuestion {
  realm: string;
  password: string;
}

/** What `passwordMatches` found, by password and hash: a stored hash never changes. */
const hashMatches = new Map<string, Promise<boolean>>();

/** Whether `hash` is of `password`; each pair is checked once (scrypt is slow on purpose). */
export function passwordMatches(password: string, hash: string): Promise<boolean> {
  const key = `${password}\u0000${hash}`;
  let known = hashMatches.get(key);
  if (!known) hashMatches.set(key, (known = verifyPassword(password, hash)));
  return known;
}

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
  const matching = await Promise.all(
    rows.map((row) => passwordMatches(password, row.password_hash)),
  );
  return rows.filter((_, index) => matching[index]).map((row) => row.user_id);
}
