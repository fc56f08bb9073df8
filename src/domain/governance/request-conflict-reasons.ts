/**
 * Why the gateway refused a new request with CONFLICT (`extensions.reason`): a request for an
 * item is already pending for a user, or the user already holds it (spec §8's two messages).
 */
export const DUPLICATE_REQUEST = 'DUPLICATE_REQUEST';
export const EXISTING_ACCESS = 'EXISTING_ACCESS';

export type RequestConflictReason = typeof DUPLICATE_REQUEST | typeof EXISTING_ACCESS;
