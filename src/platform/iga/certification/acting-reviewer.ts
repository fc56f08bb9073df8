import type { ReviewerPermissions } from '../../../domain/certification.js';
import { badRequest, forbidden, notFound, preconditionFailed } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import {
  campaignById,
  itemsForUpdate,
  reviewerIdentity,
  type CampaignRow,
  type ItemRow,
} from './certification-store.js';
import { isSignedOff, itemView, type ItemView } from './certification-views.js';
import { lookupsFor } from './lookups.js';
import {
  parseReviewers,
  permissionsOf,
  type Reviewer,
  type ReviewerIdentity,
} from './reviewers.js';

const ACTIONS: Record<keyof ReviewerPermissions, string> = {
  view: 'view',
  comment: 'comment on',
  decide: 'decide',
  forward: 'forward or reassign',
  signOff: 'sign off',
};

/** 403 unless the caller reviews the item with this permission. */
function requirePermission(
  item: ItemRow,
  identity: ReviewerIdentity,
  permission: keyof ReviewerPermissions,
): Reviewer[] {
  const reviewers = parseReviewers(item.reviewers);
  const permissions = permissionsOf(reviewers, identity);
  if (!permissions.view || !permissions[permission]) {
    throw forbidden(`You may not ${ACTIONS[permission]} item ${item.id}`);
  }
  return reviewers;
}

function requireRevision(item: ItemRow, expectedRev: number | undefined): void {
  if (expectedRev !== undefined && item.rev !== expectedRev) {
    throw preconditionFailed(`Item ${item.id} was changed by someone else`);
  }
}

export interface ItemTarget {
  campaignId: string;
  itemId: string;
  /** From If-Match; none means any revision. */
  expectedRev: number | undefined;
}

export interface ActingReviewer {
  campaign: CampaignRow;
  identity: ReviewerIdentity;
  items: { item: ItemRow; reviewers: Reviewer[] }[];
}

/**
 * The caller acting on items of a campaign with a permission, the campaign and items locked
 * until the transaction ends: 404 for an unknown id, 403 without the permission on every item,
 * 400 once the campaign is signed off.
 */
export async function actOnItems(
  trx: Db,
  { realm, userId }: GovernanceCaller,
  { campaignId, itemIds }: { campaignId: string; itemIds: readonly string[] },
  permission: keyof ReviewerPermissions,
): Promise<ActingReviewer> {
  const campaign = await campaignById(trx, realm, campaignId, { forUpdate: true });
  if (!campaign) throw notFound(`Campaign ${campaignId} not found`);
  const items = await itemsForUpdate(trx, realm, campaignId, itemIds);
  const found = new Set(items.map((item) => item.id));
  const missing = itemIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw notFound(`No item ${missing.join(', ')} in campaign ${campaignId}`);
  }
  const identity = await reviewerIdentity(trx, realm, userId);
  const acting = items.map((item) => ({
    item,
    reviewers: requirePermission(item, identity, permission),
  }));
  if (isSignedOff(campaign)) {
    throw badRequest('The campaign is signed off: its decisions can no longer change');
  }
  return { campaign, identity, items: acting };
}

/** Items as the caller now sees them. */
export async function viewsOf(
  trx: Db,
  realm: string,
  items: readonly ItemRow[],
  identity: ReviewerIdentity,
  now: Date,
): Promise<ItemView[]> {
  const lookups = await lookupsFor(trx, realm, items);
  return items.map((item) => itemView(item, lookups, identity, now));
}

/**
 * Changes one item as the caller with a permission, in a transaction: as `actOnItems`, and 412
 * unless the item is at the expected revision. Answers the changed item as the caller sees it.
 */
export async function changeItem(
  db: Db,
  caller: GovernanceCaller,
  target: ItemTarget,
  permission: keyof ReviewerPermissions,
  now: Date,
  change: (
    trx: Db,
    acting: { item: ItemRow; reviewers: Reviewer[]; identity: ReviewerIdentity },
  ) => Promise<ItemRow>,
): Promise<ItemView> {
  return db.transaction().execute(async (trx) => {
    const { identity, items } = await actOnItems(
      trx,
      caller,
      { campaignId: target.campaignId, itemIds: [target.itemId] },
      permission,
    );
    const { item, reviewers } = items[0]!;
    requireRevision(item, target.expectedRev);
    const updated = await change(trx, { item, reviewers, identity });
    return (await viewsOf(trx, caller.realm, [updated], identity, now))[0]!;
  });
}
