import type { Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import {
  campaignById,
  campaignItems,
  campaignsByIds,
  itemsViewableBy,
  reviewerIdentity,
  viewableBy,
  type ItemRow,
} from './certification-store.js';
import {
  campaignView,
  deadlineOf,
  decisionTime,
  isSignedOff,
  itemView,
  type CampaignView,
  type ItemView,
} from './certification-views.js';
import { decisionAt } from './item-state.js';
import { lookupsFor } from './lookups.js';
import { parseReviewers, permissionsOf, unitePermissions } from './reviewers.js';

function byCampaign(items: readonly ItemRow[]): Map<string, ItemRow[]> {
  const groups = new Map<string, ItemRow[]>();
  for (const item of items) {
    const group = groups.get(item.campaign_id) ?? [];
    group.push(item);
    groups.set(item.campaign_id, group);
  }
  return groups;
}

/** The campaigns with items the caller reviews: in progress first, then by deadline. */
export async function reviewerCampaigns(
  db: Db,
  { realm, userId }: GovernanceCaller,
  now: Date,
): Promise<CampaignView[]> {
  const identity = await reviewerIdentity(db, realm, userId);
  const groups = byCampaign(await itemsViewableBy(db, realm, identity));
  const campaigns = await campaignsByIds(db, realm, [...groups.keys()]);
  const lookups = await lookupsFor(
    db,
    realm,
    [],
    campaigns.map((campaign) => campaign.owner_id),
  );
  return campaigns
    .sort(
      (a, b) =>
        Number(isSignedOff(a)) - Number(isSignedOff(b)) ||
        deadlineOf(a).getTime() - deadlineOf(b).getTime() ||
        a.id.localeCompare(b.id),
    )
    .map((campaign) => campaignView(campaign, groups.get(campaign.id) ?? [], lookups, now));
}

/** How many campaigns in progress hold an item without a decision that the caller may decide. */
export async function pendingReviewCount(
  db: Db,
  { realm, userId }: GovernanceCaller,
  now: Date,
): Promise<number> {
  const identity = await reviewerIdentity(db, realm, userId);
  const items = await itemsViewableBy(db, realm, identity);
  const toDecide = items.filter(
    (item) =>
      decisionAt(item, now).decision === null &&
      permissionsOf(parseReviewers(item.reviewers), identity).decide,
  );
  const undecided = byCampaign(toDecide);
  const campaigns = await campaignsByIds(db, realm, [...undecided.keys()]);
  return campaigns.filter((campaign) => !isSignedOff(campaign)).length;
}

function sortForReview(items: ItemView[]): ItemView[] {
  return items.sort(
    (a, b) =>
      a.user.displayName.localeCompare(b.user.displayName) ||
      a.application.name.localeCompare(b.application.name) ||
      a._id.localeCompare(b._id),
  );
}

/**
 * A campaign's items that the caller reviews, with what they may do, and how many of its other
 * items still have no decision (they hold the sign-off back too); 403 when none.
 */
export async function certificationTask(
  db: Db,
  { realm, userId }: GovernanceCaller,
  campaignId: string,
  now: Date,
) {
  const campaign = await campaignById(db, realm, campaignId);
  if (!campaign) throw notFound(`Campaign ${campaignId} not found`);
  const identity = await reviewerIdentity(db, realm, userId);
  const campaignRows = await campaignItems(db, realm, campaignId);
  const items = campaignRows.filter(viewableBy(identity));
  if (items.length === 0) throw forbidden('You do not review this campaign');
  const lookups = await lookupsFor(db, realm, items, [campaign.owner_id]);
  const asOf = decisionTime(campaign, now);
  const views = sortForReview(items.map((item) => itemView(item, lookups, identity, asOf)));
  const reviewed = new Set(items.map((item) => item.id));
  const othersUndecided = campaignRows.filter(
    (item) => !reviewed.has(item.id) && decisionAt(item, asOf).decision === null,
  ).length;
  return {
    campaign: campaignView(campaign, items, lookups, now),
    permissions: unitePermissions(views.map((view) => view.permissions)),
    othersUndecided,
    result: views,
    totalCount: views.length,
  };
}
