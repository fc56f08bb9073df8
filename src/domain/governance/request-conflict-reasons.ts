/**
 * Why the gateway refused a new request with CONFLICT (`extensions.reason`): a request for an
 * item is already pending for a user, or the user already holds it (spec §8's two messages).
 */
export const DUPLICATE_REQUEST = 'DUPLICATE_REQUEST';
export const EXISTING_ACCESS = 'EXISTING_ACCESS';

export type RequestConflictReason = typeof DUPLICATE_REQUEST | typeof EXISTING_ACCESS;

/** The message of each reason, in the core catalogue. */
export const REQUEST_CONFLICT_MESSAGES = {
  [DUPLICATE_REQUEST]: 'requestCart.errors.duplicateRequest',
  [EXISTING_ACCESS]: 'requestCart.errors.existingAccess',
} as const satisfies Record<RequestConflictReason, string>;

/** The reason of a CONFLICT error's extensions, when it is one of these. */
export function requestConflictReasonOf(extensions: unknown): RequestConflictReason | undefined {
  const reason = (extensions as { reason?: unknown } | null | undefined)?.reason;
  return reason === DUPLICATE_REQUEST || reason === EXISTING_ACCESS ? reason : undefined;
}
