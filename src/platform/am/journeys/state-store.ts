import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';

const JOURNEY_STATE_TTL_MS = 5 * 60_000;

export const journeyStateSchema = z.object({
  node: z.string(),
  values: z.record(z.string(), z.string()),
  /** The 2-step device (or recovery code) a step before a page verified, for the session. */
  secondFactor: z.string().optional(),
});

export type JourneyState = z.infer<typeof journeyStateSchema>;

export async function saveJourneyState(
  db: Db,
  realm: string,
  tree: string,
  state: JourneyState,
  now: Date,
): Promise<string> {
  const authId = randomBytes(32).toString('base64url');
  await db
    .insertInto('journey_states')
    .values({
      auth_id: authId,
      realm,
      tree,
      state: jsonb(state),
      expires_at: new Date(now.getTime() + JOURNEY_STATE_TTL_MS),
    })
    .execute();
  return authId;
}

/** Takes (and removes) the state of an authId: each step's authId is good once. */
export async function takeJourneyState(
  db: Db,
  authId: string,
  realm: string,
  now: Date,
): Promise<{ tree: string; state: JourneyState } | null> {
  const row = await db
    .deleteFrom('journey_states')
    .where('auth_id', '=', authId)
    .where('realm', '=', realm)
    .returning(['tree', 'state', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= now) return null;
  const state = journeyStateSchema.safeParse(row.state);
  return state.success ? { tree: row.tree, state: state.data } : null;
}

export async function deleteExpiredJourneyStates(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('journey_states').where('expires_at', '<=', now).execute();
}
