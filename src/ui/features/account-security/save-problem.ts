import type { TFunction, i18n } from 'i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import {
  errorMessageKey,
  fieldErrors,
  hasErrorCode,
  type FieldError,
} from '../../lib/api-error.js';

/** Why a save did not happen, beside errors that belong to a field. */
export type SaveProblem = { kind: 'conflict' } | { kind: 'message'; messageKey: TranslationKey };

export const SAVE_FAILED: SaveProblem = {
  kind: 'message',
  messageKey: 'accountSecurity.errors.save',
};

export interface SaveFailure {
  fields: FieldError[];
  problem: SaveProblem | null;
}

/** A failed save as the form shows it: per-field errors, a conflict, or the save-failed message. */
export function saveFailure(error: unknown): SaveFailure {
  if (hasErrorCode(error, 'CONFLICT')) return { fields: [], problem: { kind: 'conflict' } };
  const fields = hasErrorCode(error, 'BAD_USER_INPUT') ? fieldErrors(error) : [];
  if (fields.length > 0) return { fields, problem: null };
  return {
    fields: [],
    problem: { kind: 'message', messageKey: errorMessageKey(error, 'accountSecurity.errors.save') },
  };
}

/** The platform's policy failures that read better in the words of a username change. */
const POLICY_MESSAGES: Readonly<Record<string, (failure: ValidationFailure) => ValidationFailure>> =
  {
    'validation.unique': () => ({ message: 'errors.idInUse' }),
    'validation.excluded': ({ values }) => {
      const characters = values?.['forbiddenChars'];
      return {
        message: 'accountSecurity.errors.usernameCharacters',
        values: { characters: Array.isArray(characters) ? characters.join(' ') : '' },
      };
    },
  };

/** A field error in the active language; a key the catalogues lack reads as "not valid". */
export function fieldErrorText(t: TFunction, i18next: i18n, failure: ValidationFailure): string {
  const known = POLICY_MESSAGES[failure.message]?.(failure) ?? failure;
  return i18next.exists(known.message) ? validationMessage(t, known) : t('validation.custom');
}
