import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../store/db.js';
import type { AmAuthEventsTable } from '../store/schema.js';

export type AuthEventRow = Selectable<AmAuthEventsTable>;
export type NewAuthEvent = Omit<Insertable<AmAuthEventsTable>, 'id'>;

const AUTH_EVENT_RETENTION_DAYS = 90;

export async function recordAuthEvent(db: Db, event: NewAuthEvent): Promise<void> {
  await db
    .insertInto('am_auth_events')
    .values({ id: randomUUID(), ...event })
    .execute();
}

/** A user's sign-ins, newest first. */
export async function listAuthEvents(
  db: Db,
  realm: string,
  userId: string,
  limit: number,
): Promise<AuthEventRow[]> {
  return db
    .selectFrom('am_auth_events')
    .selectAll()
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .orderBy('time', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One entry of the authevents query. */
export function authEventView(row: AuthEventRow) {
  return {
    _id: row.id,
    time: new Date(row.time).toISOString(),
    result: row.result,
    ipAddress: row.ip_address,
    location: { city: row.city, country: row.country },
    device: { browser: row.browser, os: row.os, cpu: row.cpu },
  };
}

export async function deleteOldAuthEvents(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - AUTH_EVENT_RETENTION_DAYS * 24 * 3600_000);
  await db.deleteFrom('am_auth_events').where('time', '<', cutoff).execute();
}
