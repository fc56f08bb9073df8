import { randomBytes } from 'node:crypto';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { hashPassword, verifyPassword } from '../../store/passwords.js';
import { findAccountByUsername, passwordHashOf, type AmAccount } from '../accounts.js';
import { failureKey, isLockedOut, recordLoginFailure } from '../lockout.js';
import { requireAttemptAllowed } from '../sign-in-throttle.js';

let decoyHash: Promise<string> | undefined;

/** A hash to verify against when there is no account, so unknown usernames cost the same time. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoyHash;
}

/**
 * Checks a username and password in a realm, for a client address. Every failure is recorded
 * (known user or not); a username locked at the address fails even with the right password; an
 * attempt that comes too soon is refused with 429 before any check. A right password does not
 * clear the failures: the journey does once it succeeds, so wrong 2-step codes keep counting.
 */
export async function checkCredentials(
  deps: { db: Db; config: PlatformConfig },
  realm: string,
  username: string,
  password: string,
  now: Date,
  address: string | null = null,
): Promise<AmAccount | null> {
  const { db, config } = deps;
  if (username === '') return null;
  const key = failureKey(realm, username, address);
  await requireAttemptAllowed(db, config, key, now);
  if (await isLockedOut(db, key, now)) return null;

  const account = await findAccountByUsername(db, realm, username);
  const hash = account?.active ? await passwordHashOf(db, account) : null;
  const matches = await verifyPassword(password, hash ?? (await decoy()));
  if (!account || !hash || !matches) {
    await recordLoginFailure(db, config, key, now);
    return null;
  }
  return account;
}
