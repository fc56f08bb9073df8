import { sql } from 'kysely';
import { jsonb, type Db } from '../../store/db.js';
import { historyEntry, PENDING_STATUS } from '../requests/request-row.js';
import { nextRev } from '../requests/request-store.js';

interface RequestKey {
  realm: string;
  id: string;
}

/** Sets requests `expired`, with a history entry saying so. */
async function expireRequests(
  db: Db,
  keys: readonly RequestKey[],
  now: Date,
  decision?: string,
): Promise<void> {
  const entry = jsonb([historyEntry('expired', null, '', now)]);
  for (const { realm, id } of keys) {
    await db
      .updateTable('iga_requests')
      .set({
        status: 'expired',
        approver_id: null,
        ...(decision ? { decision } : {}),
        history: sql`history || ${entry}`,
        rev: nextRev,
      })
      .where('realm', '=', realm)
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Removes every grant whose expiry date has passed and expires the request that gave it; a
 * pending request for access that would already have ended expires too, undecided.
 */
export async function expireAccess(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('iga_grants')
      .where('expiry_date', '<=', now)
      .returning(['realm', 'request_id'])
      .execute();
    await expireRequests(
      trx,
      ended.flatMap(({ realm, request_id }) => (request_id ? [{ realm, id: request_id }] : [])),
      now,
    );
    const stale = await trx
      .selectFrom('iga_requests')
      .select(['realm', 'id'])
      .where('status', '=', PENDING_STATUS)
      .where('expiry_date', '<=', now)
      .execute();
    await expireRequests(trx, stale, now, 'canceled');
  });
}
