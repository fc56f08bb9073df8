import type {
  CertificationHandOver,
  ClearCertificationDecisions,
  CertificationItemComment,
  DecideCertificationItem,
} from '../../domain/governance/certification-inputs.js';
import type {
  AccessReview,
  CertificationItem,
  CertificationTask,
  GlossaryTerm,
} from '../generated/resolvers-types.js';
import type {
  IgaCampaign,
  IgaCertificationClient,
  IgaCertificationItem,
} from '../upstream/iga-certification.js';

/**
 * What `Query.governanceCounts` resolves to: every count but `accessReviews`, which this
 * feature resolves as a field of its own.
 */
export interface GovernanceCountsParent {
  pendingApprovals: number;
  pendingRequests: number;
}

const CAMPAIGN_STATUS = { 'in-progress': 'in_progress', 'signed-off': 'signed_off' } as const;

function toAccessReview(campaign: IgaCampaign): AccessReview {
  const { counts } = campaign;
  return {
    id: campaign._id,
    name: campaign.name,
    description: campaign.description,
    owner: campaign.owner,
    startDate: campaign.startDate,
    durationDays: campaign.durationDays,
    deadline: campaign.deadline,
    reviewStatus: campaign.reviewStatus,
    status: CAMPAIGN_STATUS[campaign.status],
    totalItems: counts.total,
    decidedItems: counts.decided,
    certifiedItems: counts.certified,
    revokedItems: counts.revoked,
    exceptionItems: counts.exception,
  };
}

function toCertificationItem(item: IgaCertificationItem): CertificationItem {
  return {
    id: item._id,
    rev: item._rev,
    user: item.user,
    application: item.application,
    account: item.account,
    entitlement: item.entitlement,
    role: item.role,
    flags: item.flags,
    decision: item.decision,
    deferredUntil: item.deferredUntil,
    comments: item.comments,
    reviewers: item.reviewers,
  };
}

export async function loadAccessReviews(client: IgaCertificationClient): Promise<AccessReview[]> {
  return (await client.campaigns()).map(toAccessReview);
}

export async function loadCertificationTask(
  client: IgaCertificationClient,
  campaignId: string,
): Promise<CertificationTask> {
  const task = await client.task(campaignId);
  return {
    campaign: toAccessReview(task.campaign),
    permissions: task.permissions,
    othersUndecidedItems: task.othersUndecided,
    items: task.result.map(toCertificationItem),
  };
}

export async function loadCertificationGlossary(
  client: IgaCertificationClient,
): Promise<GlossaryTerm[]> {
  return (await client.glossary()).map(({ term, definition }) => ({ term, definition }));
}

/** Campaigns in progress where the signed-in user still has items to decide. */
export function countAccessReviews(client: IgaCertificationClient): Promise<number> {
  return client.pendingCount();
}

export async function decideCertificationItem(
  client: IgaCertificationClient,
  { campaignId, itemId, rev, decision }: DecideCertificationItem,
): Promise<CertificationItem> {
  return toCertificationItem(await client.decide(campaignId, itemId, decision, rev));
}

export async function clearCertificationDecisions(
  client: IgaCertificationClient,
  { campaignId, itemIds }: ClearCertificationDecisions,
): Promise<CertificationItem[]> {
  return (await client.clear(campaignId, itemIds)).map(toCertificationItem);
}

export async function commentOnCertificationItem(
  client: IgaCertificationClient,
  { campaignId, itemId, comment }: CertificationItemComment,
): Promise<CertificationItem> {
  return toCertificationItem(await client.comment(campaignId, itemId, comment));
}

/** Forward or reassign; the platform's "Reviewer already assigned" reaches the UI as written. */
export async function handOverCertificationItem(
  client: IgaCertificationClient,
  action: 'forward' | 'reassign',
  { campaignId, itemId, reviewerKind, reviewerId, comment }: CertificationHandOver,
): Promise<boolean> {
  await client.handOver(
    action,
    campaignId,
    itemId,
    { kind: reviewerKind, id: reviewerId },
    comment,
  );
  return true;
}

export async function signOffCampaign(
  client: IgaCertificationClient,
  campaignId: string,
): Promise<AccessReview> {
  return toAccessReview(await client.signOff(campaignId));
}
