import { sql } from 'kysely';
import { LOGIN_FAILURE_WINDOW_MS } from '../../domain/constants.js';
import type { PlatformConfig } from '../config.js';
import { tooManyRequests } from '../http/errors.js';
import type { Db } from '../store/db.js';
import type { FailureKey } from './lockout.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

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
 * that failed SIGN_IN_ADDRESS_MAX_FAILURES times in the failure window or
 * SIGN_IN_ADDRESS_BURST_FAILURES times in the last minute (whatever the usernames),
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
    const burstSince = new Date(now.getTime() - MINUTE_MS);
    const burst = await summary(db, { address: key.address }, burstSince);
    if (burst.failures >= config.SIGN_IN_ADDRESS_BURST_FAILURES && burst.oldest) {
      throw tooManyRequests((burst.oldest.getTime() + MINUTE_MS - now.getTime()) / 1000);
    }
  }
  const byUsername = await summary(db, { realm: key.realm, username: key.username }, since);
  const delay = usernameDelayMs(config, byUsername.failures);
  if (delay > 0 && byUsername.latest) {
    const wait = byUsername.latest.getTime() + delay - now.getTime();
    if (wait > 0) throw tooManyRequests(wait / 1000);
  }
}

/** Who asked a journey to send an email: the username or address typed, and the client address. */
export interface MailRequester {
  realm: string;
  identifier: string;
  address: string | null;
}

async function mailsSince(
  db: Db,
  where: { realm: string; identifier: string } | { address: string },
  since: Date,
) {
  let query = db
    .selectFrom('journey_mail_sends')
    .select((eb) => [
      eb.fn.countAll<string>().as('sent'),
      sql<Date | string | null>`min(sent_at)`.as('oldest'),
    ])
    .where('sent_at', '>', since);
  query =
    'address' in where
      ? query.where('client_address', '=', where.address)
      : query.where('realm', '=', where.realm).where('identifier', '=', where.identifier);
  const row = await query.executeTakeFirstOrThrow();
  return { sent: Number(row.sent), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/**
 * Refuses with 429 and the seconds to wait a journey email (a reset link, a forgotten username)
 * past JOURNEY_MAIL_MAX_PER_IDENTIFIER an hour for what was typed, known account or not, or past
 * JOURNEY_MAIL_MAX_PER_ADDRESS an hour from the client address; otherwise counts it.
 */
export async function requireMailAllowed(
  db: Db,
  config: PlatformConfig,
  requester: MailRequester,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const identifier = requester.identifier.toLowerCase();
  const limits = [
    { where: { realm: requester.realm, identifier }, max: config.JOURNEY_MAIL_MAX_PER_IDENTIFIER },
    ...(requester.address
      ? [{ where: { address: requester.address }, max: config.JOURNEY_MAIL_MAX_PER_ADDRESS }]
      : []),
  ];
  for (const { where, max } of limits) {
    const { sent, oldest } = await mailsSince(db, where, since);
    if (sent >= max && oldest)
      throw tooManyRequests((oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
  }
  await db
    .insertInto('journey_mail_sends')
    .values({
      realm: requester.realm,
      identifier,
      client_address: requester.address ?? '',
      sent_at: now,
    })
    .execute();
}

export async function deleteOldMailSends(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('journey_mail_sends')
    .where('sent_at', '<=', new Date(now.getTime() - HOUR_MS))
    .execute();
}
