import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrors } from '../../lib/field-errors.js';
import { hasErrorCode } from '../../lib/api-error.js';

/**
 * The platform's own words for a refusal (a run guard, an unknown pipeline, a bad parameter),
 * which the page shows as they are (spec §8); null when the error carries none.
 */
export function serverMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = ['CONFLICT', 'NOT_FOUND', 'BAD_USER_INPUT'] as const;
  if (!refusal.some((code) => hasErrorCode(error, code))) return null;
  if (fieldErrors(error).length > 0) return null;
  const message = error.errors[0]?.message.trim();
  return message ? message : null;
}
