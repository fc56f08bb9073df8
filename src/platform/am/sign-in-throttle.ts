import { sql } from 'kysely';
import { LOGIN_FAILURE_WINDOW_MS } from '../../domain/constants.js';
import type { PlatformConfig } from '../config.js';
import { tooManyRequests } from '../http/errors.js';
import type { Db } from '../store/db.js';
import type { FailureKey } from './lockout.js';

interface FailureSummary {
  failures: number;
  oldest: Date | null;
  latest: Date | null;
}

async function summary(
  db: Db,
  where: { realm: string; username: string } | { address: string },
  since: Date,
): Promise<FailureSummary> {
  let query = db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<string>().as('failures'),
      sql<Date | string | null>`min(failed_at)`.as('oldest'),
      sql<Date | string | null>`max(failed_at)`.as('latest'),
    ])
    .where('failed_at', '>', since);
  query =
    'address' in where
      ? query.where('client_address', '=', where.address)
      : query.where('realm', '=', where.realm).where('username', '=', where.username);
  const row = await query.executeTakeFirstOrThrow();
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { failures: Number(row.failures), oldest: date(row.oldest), latest: date(row.latest) };
}

/** The doubling wait before the next attempt at a username, in milliseconds; 0 when none. */
export function usernameDelayMs(config: PlatformConfig, failures: number): number {
  const over = failures - config.SIGN_IN_DELAY_AFTER_FAILURES;
  if (over < 0) return 0;
  return Math.min(2 ** Math.min(over, 30), config.SIGN_IN_MAX_DELAY_S) * 1000;
}

/**
 * Refuses with 429 and the seconds to wait a password check that comes too soon: from an address
 * that failed SIGN_IN_ADDRESS_MAX_FAILURES times in the failure window (whatever the usernames),
 * or at a username that failed SIGN_IN_DELAY_AFTER_FAILURES times from anywhere, which then waits
 * a delay that doubles with each failure up to SIGN_IN_MAX_DELAY_S. A refused attempt is not
 * checked and not counted.
 */
export async function requireAttemptAllowed(
  db: Db,
  config: PlatformConfig,
  key: FailureKey,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  if (key.address !== '') {
    const byAddress = await summary(db, { address: key.address }, since);
    if (byAddress.failures >= config.SIGN_IN_ADDRESS_MAX_FAILURES && byAddress.oldest) {
      const freed = byAddress.oldest.getTime() + LOGIN_FAILURE_WINDOW_MS;
      throw tooManyRequests((freed - now.getTime()) / 1000);
    }
  }
  const byUsername = await summary(db, { realm: key.realm, username: key.username }, since);
  const delay = usernameDelayMs(config, byUsername.failures);
  if (delay > 0 && byUsername.latest) {
    const wait = byUsername.latest.getTime() + delay - now.getTime();
    if (wait > 0) throw tooManyRequests(wait / 1000);
  }
}
