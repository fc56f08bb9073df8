import type { TFunction, i18n } from 'i18next';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';

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
