import { randomBytes } from 'node:crypto';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { hashPassword, verifyPassword } from '../../store/passwords.js';
import { findAccountByUsername, passwordHashOf, type AmAccount } from '../accounts.js';
import { clearLoginFailures, isLockedOut, recordLoginFailure } from '../lockout.js';

let decoyHash: Promise<string> | undefined;

/** A hash to verify against when there is no account, so unknown usernames cost the same time. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoyHash;
}

/**
 * Checks a username and password in a realm. Every failure is recorded (known user or not);
 * a locked account fails even with the right password; a success clears the failures.
 */
export async function checkCredentials(
  deps: { db: Db; config: PlatformConfig },
  realm: string,
  username: string,
  password: string,
  now: Date,
): Promise<AmAccount | null> {
  const { db, config } = deps;
  if (username === '') return null;
  if (await isLockedOut(db, realm, username, now)) return null;

  const account = await findAccountByUsername(db, realm, username);
  const hash = account?.active ? await passwordHashOf(db, account) : null;
  const matches = await verifyPassword(password, hash ?? (await decoy()));
  if (!account || !hash || !matches) {
    await recordLoginFailure(db, config, realm, username, now);
    return null;
  }
  await clearLoginFailures(db, realm, username);
  return account;
}
