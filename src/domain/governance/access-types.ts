/** What the catalog offers for request. */
export const ITEM_TYPES = ['application', 'entitlement', 'role'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What a user holds once a request is granted: an application is held as an account. */
export const GRANT_TYPES = ['account', 'role', 'entitlement'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];
