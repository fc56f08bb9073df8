import type { CertificationDecision } from '../../../domain/certification.js';
import { EXCEPTION_DEFERRAL_DAYS } from '../../../domain/constants.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { actOnItems, changeItem, viewsOf, type ItemTarget } from './acting-reviewer.js';
import { updateItem } from './certification-store.js';
import type { ItemView } from './certification-views.js';
import { withComment } from './item-state.js';

const DAY_MS = 86_400_000;

/**
 * Certifies, revokes or defers an item (an exception holds for EXCEPTION_DEFERRAL_DAYS, then
 * the item is due again), with an optional comment. A revoke takes effect at sign-off.
 */
export async function decideItem(
  db: Db,
  caller: GovernanceCaller,
  target: ItemTarget & { decision: CertificationDecision; comment: string | undefined },
  now: Date,
): Promise<ItemView> {
  return changeItem(db, caller, target, 'decide', now, (trx, { item }) =>
    updateItem(trx, item, {
      decision: target.decision,
      decided_at: now,
      deferred_until:
        target.decision === 'exception'
          ? new Date(now.getTime() + EXCEPTION_DEFERRAL_DAYS * DAY_MS)
          : null,
      ...(target.comment
        ? { comments: withComment(item, caller.userId, target.comment, now) }
        : {}),
    }),
  );
}

/** Clears the decisions of a set of items, all or none. */
export async function clearDecisions(
  db: Db,
  caller: GovernanceCaller,
  { campaignId, itemIds }: { campaignId: string; itemIds: readonly string[] },
  now: Date,
): Promise<ItemView[]> {
  return db.transaction().execute(async (trx) => {
    const { identity, items } = await actOnItems(trx, caller, { campaignId, itemIds }, 'decide');
    const cleared = [];
    for (const { item } of items) {
      cleared.push(
        item.decision === null
          ? item
          : await updateItem(trx, item, { decision: null, decided_at: null, deferred_until: null }),
      );
    }
    return viewsOf(trx, caller.realm, cleared, identity, now);
  });
}

export async function commentOnItem(
  db: Db,
  caller: GovernanceCaller,
  target: ItemTarget & { comment: string },
  now: Date,
): Promise<ItemView> {
  return changeItem(db, caller, target, 'comment', now, (trx, { item }) =>
    updateItem(trx, item, { comments: withComment(item, caller.userId, target.comment, now) }),
  );
}
