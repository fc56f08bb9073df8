/** The feature flag that opens the governance area (spec §2). */
export const GOVERNANCE_FEATURE = 'governance';

/** The scope of the governance resource server, requested with the session's tokens. */
export const IGA_SCOPE = 'fr:iga:*';

/** Characters a user search needs before it asks the server. */
export const USER_SEARCH_MIN_CHARS = 3;

/** How long the typed text of a user search must stay the same before the users are searched. */
export const USER_SEARCH_DELAY_MS = 250;

/** Users a user search returns at most. */
export const USER_SEARCH_LIMIT = 20;

/** Catalog items one request may hold at most. */
export const MAX_ITEMS_PER_REQUEST = 20;

/** Characters a justification or a comment may hold at most. */
export const MAX_COMMENT_LENGTH = 1000;
