export const REQUEST_PRIORITIES = ['low', 'medium', 'high'] as const;
export type RequestPriority = (typeof REQUEST_PRIORITIES)[number];

export const CATALOG_ITEM_TYPES = ['application', 'entitlement', 'role'] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

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
