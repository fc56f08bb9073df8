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

export interface AccessRequestDraft {
  users: readonly CartUser[];
  items: readonly CatalogItem[];
  justification: string;
  /** ISO 8601 date, or null for access without an end. */
  expiryDate: string | null;
  priority: RequestPriority;
}
