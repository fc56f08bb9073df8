import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../domain/constants.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';

/** Failures and lockouts are keyed by realm and lower-cased username, known or not. */
export function lockoutKey(username: string): string {
  return username.toLowerCase();
}

export async function isLockedOut(
  db: Db,
  realm: string,
  username: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('account_lockouts')
    .select('locked_until')
    .where('realm', '=', realm)
    .where('username', '=', lockoutKey(username))
    .executeTakeFirst();
  return row !== undefined && new Date(row.locked_until) > now;
}

/** Records a failed sign-in; the LOGIN_FAILURE_LIMIT-th failure inside the window locks the account. */
export async function recordLoginFailure(
  db: Db,
  config: PlatformConfig,
  realm: string,
  username: string,
  now: Date,
): Promise<void> {
  const key = lockoutKey(username);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failures')
      .values({ realm, username: key, failed_at: now })
      .execute();
    const { failures } = await trx
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<string>().as('failures'))
      .where('realm', '=', realm)
      .where('username', '=', key)
      .where('failed_at', '>', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(failures) < LOGIN_FAILURE_LIMIT) return;
    const lockedUntil = new Date(now.getTime() + config.LOCKOUT_DURATION_MINUTES * 60_000);
    await trx
      .insertInto('account_lockouts')
      .values({ realm, username: key, locked_until: lockedUntil })
      .onConflict((oc) =>
        oc.columns(['realm', 'username']).doUpdateSet({ locked_until: lockedUntil }),
      )
      .execute();
    await trx
      .deleteFrom('login_failures')
      .where('realm', '=', realm)
      .where('username', '=', key)
      .execute();
  });
}

export async function clearLoginFailures(db: Db, realm: string, username: string): Promise<void> {
  const key = lockoutKey(username);
  await db
    .deleteFrom('login_failures')
    .where('realm', '=', realm)
    .where('username', '=', key)
    .execute();
  await db
    .deleteFrom('account_lockouts')
    .where('realm', '=', realm)
    .where('username', '=', key)
    .execute();
}

export async function deleteStaleLockoutRows(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<=', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))
    .execute();
  await db.deleteFrom('account_lockouts').where('locked_until', '<=', now).execute();
}
