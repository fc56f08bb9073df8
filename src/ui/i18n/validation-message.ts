import type { TFunction } from 'i18next';
import { formatWhen } from './format-when.js';
import type { TranslationKey } from './translation-key.js';

/** A failure of the shared rule set, a password policy or a field error from the gateway. */
export interface ValidationFailure {
  message: string;
  values?: Readonly<Record<string, unknown>>;
}

const PASSWORD_LENGTH = 'validation.password.length';

/** The password length rule names only the bounds the policy sets: min, max or both. */
function contextOf({ message, values = {} }: ValidationFailure): string | undefined {
  if (message !== PASSWORD_LENGTH) return undefined;
  const hasMin = values['min'] !== undefined;
  const hasMax = values['max'] !== undefined;
  if (hasMin === hasMax) return undefined;
  return hasMin ? 'min' : 'max';
}

/**
 * The failure in the active language, with its values (lists joined the language's way, dates
 * as the language writes them).
 */
export function validationMessage(t: TFunction, failure: ValidationFailure): string {
  const context = contextOf(failure);
  return t(failure.message as TranslationKey, {
    ...failure.values,
    formatWhen,
    ...(context && { context }),
  });
}
