import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { requireCatalogItems } from '../requests/create-requests.js';
import { insertRequests } from '../requests/new-requests.js';
import { findConflicts, refuseConflicts } from '../requests/request-conflicts.js';
import { PRIORITIES } from '../requests/request-row.js';
import { findGrant } from './grant-store.js';

export const removalBody = z.object({
  justification: z.string().max(MAX_COMMENT_LENGTH).default(''),
  priority: z.enum(PRIORITIES).default('low'),
});
export type RemovalBody = z.infer<typeof removalBody>;

/** A request that one of the caller's own grants be removed; it waits for approval. */
export async function requestRemoval(
  db: Db,
  caller: GovernanceCaller,
  grantId: string,
  body: RemovalBody,
  now: Date,
): Promise<string> {
  const { realm, userId } = caller;
  return db.transaction().execute(async (trx) => {
    const grant = await findGrant(trx, realm, grantId, now);
    if (!grant) throw notFound(`No grant ${grantId}`);
    if (grant.user_id !== userId) throw forbidden('Only the holder asks for a removal');
    const [item] = await requireCatalogItems(trx, realm, [grant.item_id]);
    refuseConflicts(await findConflicts(trx, realm, 'remove', [userId], [grant.item_id], now));
    const [id] = await insertRequests(
      trx,
      realm,
      [
        {
          requestType: 'remove',
          item: item!,
          userId,
          requesterId: userId,
          priority: body.priority,
          justification: body.justification,
          expiryDate: null,
        },
      ],
      now,
    );
    return id!;
  });
}
