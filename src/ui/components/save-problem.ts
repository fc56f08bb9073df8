import type { TranslationKey } from '../i18n/translation-key.js';
import {
  REAUTH_REQUIRED,
  REAUTH_WITH_DEVICE_REQUIRED,
  errorMessageKey,
  errorReason,
  hasErrorCode,
  serverMessageOf,
  type FieldError,
} from '../lib/api-error.js';
import { fieldErrors } from '../lib/field-errors.js';

/** Why a save did not go through; `messageKey` says that it failed, for a form with no better words. */
export type SaveProblem =
  /** Stored by someone else since it was read. */
  | { kind: 'conflict'; messageKey: TranslationKey }
  /** Needs a recent sign-in (`withDevice`: with the device the change is to). */
  | { kind: 'reauth'; messageKey: TranslationKey; withDevice: boolean }
  /** Refused for the fields it names. */
  | { kind: 'invalid'; fields: FieldError[]; messageKey: TranslationKey }
  /** `serverMessage`: the platform's own words, shown after the message. */
  | { kind: 'message'; messageKey: TranslationKey; serverMessage?: string };

/**
 * A failed save as the UI shows it: a conflict, a sign-in to renew, the fields refused, or the
 * failure message (`failed`, or the one for an unreachable server).
 */
export function saveProblem(error: unknown, failed: TranslationKey): SaveProblem {
  if (hasErrorCode(error, 'CONFLICT')) return { kind: 'conflict', messageKey: failed };
  const reason = hasErrorCode(error, 'FORBIDDEN') ? errorReason(error) : undefined;
  if (reason === REAUTH_REQUIRED || reason === REAUTH_WITH_DEVICE_REQUIRED) {
    return {
      kind: 'reauth',
      messageKey: failed,
      withDevice: reason === REAUTH_WITH_DEVICE_REQUIRED,
    };
  }
  const fields = hasErrorCode(error, 'BAD_USER_INPUT') ? fieldErrors(error) : [];
  if (fields.length > 0) return { kind: 'invalid', fields, messageKey: failed };
  const serverMessage = serverMessageOf(error);
  return {
    kind: 'message',
    messageKey: errorMessageKey(error, failed),
    ...(serverMessage !== undefined && { serverMessage }),
  };
}
