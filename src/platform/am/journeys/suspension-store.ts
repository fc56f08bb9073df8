import { randomBytes } from 'node:crypto';
import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';
import { journeyStateSchema, type JourneyState } from './state-store.js';

/** Keeps a journey until its emailed link (the suspended id) is opened; the id is good once. */
export async function suspendJourney(
  db: Db,
  suspension: { realm: string; tree: string; state: JourneyState; expiresAt: Date },
): Promise<string> {
  const suspendedId = randomBytes(32).toString('base64url');
  await db
    .insertInto('journey_suspensions')
    .values({
      suspended_id: suspendedId,
      realm: suspension.realm,
      tree: suspension.tree,
      state: jsonb(suspension.state),
      expires_at: suspension.expiresAt,
    })
    .execute();
  return suspendedId;
}

/** Takes (and removes) a suspended journey of the realm; null when unknown, used or expired. */
export async function resumeJourney(
  db: Db,
  suspendedId: string,
  realm: string,
  now: Date,
): Promise<{ tree: string; state: JourneyState } | null> {
  const row = await db
    .deleteFrom('journey_suspensions')
    .where('suspended_id', '=', suspendedId)
    .where('realm', '=', realm)
    .returning(['tree', 'state', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= now) return null;
  const state = journeyStateSchema.safeParse(row.state);
  return state.success ? { tree: row.tree, state: state.data } : null;
}

export async function deleteExpiredSuspensions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('journey_suspensions').where('expires_at', '<=', now).execute();
}
