import type { ReviewerPermissions } from '../../../domain/certification.js';
import type { CampaignRow, ItemRow } from './certification-store.js';
import { commentsOf, decisionAt } from './item-state.js';
import { catalogNameOf, personOf, type Lookups } from './lookups.js';
import { parseReviewers, permissionsOf, type ReviewerIdentity } from './reviewers.js';

const DAY_MS = 86_400_000;

const FLAG_NAMES = ['recon', 'requestBased', 'roleBased', 'newAccess', 'temporal'] as const;
type CertificationFlags = Record<(typeof FLAG_NAMES)[number], boolean>;

function flagsOf(item: Pick<ItemRow, 'flags'>): CertificationFlags {
  const entries = FLAG_NAMES.map((name) => [name, item.flags[name] === true] as const);
  return Object.fromEntries(entries) as CertificationFlags;
}

export type ReviewStatus = 'in-progress' | 'overdue' | 'completed';

export interface DecisionCounts {
  total: number;
  decided: number;
  certified: number;
  revoked: number;
  exception: number;
}

export function deadlineOf(campaign: Pick<CampaignRow, 'start_date' | 'duration_days'>): Date {
  return new Date(campaign.start_date.getTime() + campaign.duration_days * DAY_MS);
}

export function isSignedOff(campaign: Pick<CampaignRow, 'status'>): boolean {
  return campaign.status === 'signed-off';
}

/** Decisions of a signed-off campaign are read as they stood when it was signed off. */
export function decisionTime(campaign: Pick<CampaignRow, 'signed_off_at'>, now: Date): Date {
  return campaign.signed_off_at ?? now;
}

function reviewStatusOf(campaign: CampaignRow, now: Date): ReviewStatus {
  if (isSignedOff(campaign)) return 'completed';
  return now.getTime() > deadlineOf(campaign).getTime() ? 'overdue' : 'in-progress';
}

function countDecisions(items: readonly ItemRow[], now: Date): DecisionCounts {
  const counts: DecisionCounts = { total: 0, decided: 0, certified: 0, revoked: 0, exception: 0 };
  for (const item of items) {
    const { decision } = decisionAt(item, now);
    counts.total += 1;
    if (decision === null) continue;
    counts.decided += 1;
    if (decision === 'certify') counts.certified += 1;
    else if (decision === 'revoke') counts.revoked += 1;
    else counts.exception += 1;
  }
  return counts;
}

/** A campaign as one reviewer sees it: the counts are those of the items they review. */
export function campaignView(
  campaign: CampaignRow,
  reviewedItems: readonly ItemRow[],
  lookups: Lookups,
  now: Date,
) {
  return {
    _id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    owner: personOf(lookups, campaign.owner_id),
    startDate: campaign.start_date.toISOString(),
    durationDays: campaign.duration_days,
    deadline: deadlineOf(campaign).toISOString(),
    status: campaign.status,
    signedOffAt: campaign.signed_off_at?.toISOString() ?? null,
    reviewStatus: reviewStatusOf(campaign, now),
    counts: countDecisions(reviewedItems, decisionTime(campaign, now)),
  };
}

export type CampaignView = ReturnType<typeof campaignView>;

/** An item with what the caller may do on it. */
export function itemView(
  item: ItemRow,
  lookups: Lookups,
  identity: ReviewerIdentity,
  now: Date,
): ItemView {
  const reviewers = parseReviewers(item.reviewers);
  const { decision, deferredUntil } = decisionAt(item, now);
  return {
    _id: item.id,
    _rev: String(item.rev),
    campaignId: item.campaign_id,
    user: personOf(lookups, item.user_id),
    application: { id: item.application_id, name: catalogNameOf(lookups, item.application_id) },
    account: item.account,
    entitlement: item.entitlement,
    role: item.role,
    flags: flagsOf(item),
    decision,
    deferredUntil: deferredUntil?.toISOString() ?? null,
    comments: commentsOf(item).map(({ userId, comment, timestamp }) => ({
      user: personOf(lookups, userId),
      comment,
      timestamp,
    })),
    reviewers: reviewers.map(({ kind, id, permissions }) => ({
      kind,
      id,
      name: kind === 'user' ? personOf(lookups, id).displayName : catalogNameOf(lookups, id),
      permissions,
    })),
    permissions: permissionsOf(reviewers, identity),
  };
}

export interface ItemView {
  _id: string;
  _rev: string;
  campaignId: string;
  user: ReturnType<typeof personOf>;
  application: { id: string; name: string };
  account: string;
  entitlement: string | null;
  role: string | null;
  flags: CertificationFlags;
  decision: ReturnType<typeof decisionAt>['decision'];
  deferredUntil: string | null;
  comments: { user: ReturnType<typeof personOf>; comment: string; timestamp: string }[];
  reviewers: {
    kind: 'user' | 'role';
    id: string;
    name: string;
    permissions: ReviewerPermissions;
  }[];
  permissions: ReviewerPermissions;
}
