import type { TFunction } from 'i18next';
import { validationMessage } from '../../i18n/validation-message.js';
import { fieldErrors } from '../../lib/field-errors.js';

/** Why a list's read refused its search (such as "Use at most 100 characters."), if it did. */
export function searchRefusal(t: TFunction, error: unknown): string | undefined {
  const refusal = fieldErrors(error).find(({ field }) => /(^|\.)search$/.test(field));
  return refusal && validationMessage(t, refusal);
}
