import type { Db } from '../../store/db.js';

/** The calendar day (UTC) of an instant, as delegates' dates are stored. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Who acts: a user, and the users whose delegate they are today. */
export interface Actor {
  userId: string;
  delegators: ReadonlySet<string>;
}

export async function actorOf(db: Db, realm: string, userId: string, now: Date): Promise<Actor> {
  const today = dayOf(now);
  const rows = await db
    .selectFrom('iga_delegates')
    .select('user_id')
    .where('realm', '=', realm)
    .where('delegate_id', '=', userId)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .execute();
  return { userId, delegators: new Set(rows.map((row) => row.user_id)) };
}

/** The approvers whose pending requests this actor decides: themselves and their delegators. */
export function approverIdsOf(actor: Actor): string[] {
  return [actor.userId, ...actor.delegators];
}
