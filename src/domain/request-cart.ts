import { DUPLICATE_REQUEST, EXISTING_ACCESS } from './governance/request-conflict-reasons.js';

export type RequestPriority = 'low' | 'medium' | 'high';

type CatalogItemType = 'application' | 'entitlement' | 'role';

export interface CartUser {
  id: string;
  displayName: string;
}

export interface CatalogItem {
  id: string;
  type: CatalogItemType;
  name: string;
}

/** What the governance server says about requesting an item for the cart's users. */
export type CatalogItemConflict = 'none' | 'pendingRequest' | 'existingAccess';

/**
 * The conflict a failed submit reports: its error's message is the gateway's refusal reason
 * (DUPLICATE_REQUEST or EXISTING_ACCESS); none for any other failure.
 */
export function submitConflictOf(error: unknown): CatalogItemConflict {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  if (message === DUPLICATE_REQUEST) return 'pendingRequest';
  if (message === EXISTING_ACCESS) return 'existingAccess';
  return 'none';
}

export interface AccessRequestDraft {
  users: readonly CartUser[];
  items: readonly CatalogItem[];
  justification: string;
  /** ISO 8601 date, or null for access without an end. */
  expiryDate: string | null;
  priority: RequestPriority;
}
