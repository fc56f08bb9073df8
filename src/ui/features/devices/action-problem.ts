import type { TranslationKey } from '../../i18n/translation-key.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import {
  REAUTH_REQUIRED,
  errorMessageKey,
  errorReason,
  fieldErrors,
  hasErrorCode,
} from '../../lib/api-error.js';

/** Why a change to a device or session did not go through. */
export type ActionProblem =
  | { kind: 'reauth' }
  | { kind: 'invalid'; failure: ValidationFailure }
  | { kind: 'message'; messageKey: TranslationKey };

export function actionProblem(error: unknown, fallback: TranslationKey): ActionProblem {
  if (hasErrorCode(error, 'FORBIDDEN') && errorReason(error) === REAUTH_REQUIRED) {
    return { kind: 'reauth' };
  }
  const [invalid] = hasErrorCode(error, 'BAD_USER_INPUT') ? fieldErrors(error) : [];
  if (invalid) return { kind: 'invalid', failure: invalid };
  return { kind: 'message', messageKey: errorMessageKey(error, fallback) };
}
