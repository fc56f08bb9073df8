export type CertificationDecision = 'certify' | 'revoke' | 'exception';

/** The refusal's words when a forward or reassign targets a reviewer the item already has. */
export const REVIEWER_ALREADY_ASSIGNED = 'Reviewer already assigned';

export interface ReviewerPermissions {
  view: boolean;
  comment: boolean;
  decide: boolean;
  forward: boolean;
  signOff: boolean;
}

export const ALL_PERMISSIONS: ReviewerPermissions = {
  view: true,
  comment: true,
  decide: true,
  forward: true,
  signOff: true,
};

export const NO_PERMISSIONS: ReviewerPermissions = {
  view: false,
  comment: false,
  decide: false,
  forward: false,
  signOff: false,
};

export interface CertificationItem {
  id: string;
  /** null means no decision yet. */
  decision: CertificationDecision | null;
}

export type CampaignStatus = 'in-progress' | 'signed-off';

export function everyItemDecided(items: readonly CertificationItem[]): boolean {
  return items.length > 0 && items.every((item) => item.decision !== null);
}

function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return '';
}

export function isReviewerAlreadyAssigned(error: unknown): boolean {
  return errorMessage(error).includes(REVIEWER_ALREADY_ASSIGNED);
}
