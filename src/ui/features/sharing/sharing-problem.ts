import type { TranslationKey } from '../../i18n/translation-key.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import { errorCode, errorMessageKey, fieldErrors } from '../../lib/api-error.js';

export type SharingField = 'username' | 'scopes';

export type SharingProblem =
  | { kind: 'invalid'; fields: Partial<Record<SharingField, ValidationFailure>> }
  | { kind: 'message'; messageKey: TranslationKey; conflict: boolean };

function sharingField(field: string): SharingField | undefined {
  const [name] = field.split('.');
  return name === 'username' || name === 'scopes' ? name : undefined;
}

/**
 * What to show for a failed sharing change: per-field errors of the form, the conflict message
 * for a change made from a stale page, or the failure message the spec names.
 */
export function sharingProblem(error: unknown, failed: TranslationKey): SharingProblem {
  const code = errorCode(error);
  if (code === 'CONFLICT') {
    return { kind: 'message', messageKey: 'sharing.errors.conflict', conflict: true };
  }
  if (code === 'BAD_USER_INPUT') {
    const fields: Partial<Record<SharingField, ValidationFailure>> = {};
    for (const { field, message, values } of fieldErrors(error)) {
      const name = sharingField(field);
      if (name && !fields[name]) fields[name] = { message, ...(values && { values }) };
    }
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'message', messageKey: errorMessageKey(error, failed), conflict: false };
}
