import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../domain/constants.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';

/**
 * Failures and lockouts are keyed by realm, lower-cased username (known or not) and the client
 * address they came from: failing from one address locks the username at that address only, so
 * nobody can lock an owner out from elsewhere.
 */
export interface FailureKey {
  realm: string;
  username: string;
  /** The client address; '' when the request had none. */
  address: string;
}

function lockoutKey(username: string): string {
  return username.toLowerCase();
}

export function failureKey(realm: string, username: string, address: string | null): FailureKey {
  return { realm, username: lockoutKey(username), address: address ?? '' };
}

/** Until when the username is locked at the address; null when it is not. */
export async function lockedUntil(db: Db, key: FailureKey, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('account_lockouts')
    .select('locked_until')
    .where('realm', '=', key.realm)
    .where('username', '=', key.username)
    .where('client_address', '=', key.address)
    .executeTakeFirst();
  const until = row && new Date(row.locked_until);
  return until && until > now ? until : null;
}

export async function isLockedOut(db: Db, key: FailureKey, now: Date): Promise<boolean> {
  return (await lockedUntil(db, key, now)) !== null;
}

/**
 * Records a failed sign-in; the LOGIN_FAILURE_LIMIT-th failure of the username from the address
 * inside the window (and since its last lockout ended) locks the username at that address.
 */
export async function recordLoginFailure(
  db: Db,
  config: PlatformConfig,
  key: FailureKey,
  now: Date,
): Promise<void> {
  const { realm, username, address } = key;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failures')
      .values({ realm, username, client_address: address, failed_at: now })
      .execute();
    const previousLock = await trx
      .selectFrom('account_lockouts')
      .select('locked_until')
      .where('realm', '=', realm)
      .where('username', '=', username)
      .where('client_address', '=', address)
      .executeTakeFirst();
    const windowStart = new Date(
      Math.max(
        now.getTime() - LOGIN_FAILURE_WINDOW_MS,
        previousLock ? new Date(previousLock.locked_until).getTime() : 0,
      ),
    );
    const { failures } = await trx
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<string>().as('failures'))
      .where('realm', '=', realm)
      .where('username', '=', username)
      .where('client_address', '=', address)
      .where('failed_at', '>', windowStart)
      .executeTakeFirstOrThrow();
    if (Number(failures) < LOGIN_FAILURE_LIMIT) return;
    const lockedUntil = new Date(now.getTime() + config.LOCKOUT_DURATION_MINUTES * 60_000);
    await trx
      .insertInto('account_lockouts')
      .values({ realm, username, client_address: address, locked_until: lockedUntil })
      .onConflict((oc) =>
        oc
          .columns(['realm', 'username', 'client_address'])
          .doUpdateSet({ locked_until: lockedUntil }),
      )
      .execute();
  });
}

/** A success from an address clears that address's failures and lockout of the username. */
export async function clearLoginFailuresFrom(db: Db, key: FailureKey): Promise<void> {
  for (const table of ['login_failures', 'account_lockouts'] as const) {
    await db
      .deleteFrom(table)
      .where('realm', '=', key.realm)
      .where('username', '=', key.username)
      .where('client_address', '=', key.address)
      .execute();
  }
}

/** Forgets every failure and lockout of a username, from every address (the account is gone). */
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
