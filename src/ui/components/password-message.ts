import type { TFunction } from 'i18next';
import { validationMessage, type ValidationFailure } from '../i18n/validation-message.js';

/** The user fields the realm's password rules name, as the user knows them. */
const FIELD_LABELS = {
  userName: 'passwordChecklist.fields.userName',
  givenName: 'passwordChecklist.fields.givenName',
  sn: 'passwordChecklist.fields.sn',
} as const;

/** A password rule's message, with the fields it names in words (others as the schema names them). */
export function passwordMessage(t: TFunction, failure: ValidationFailure): string {
  const fields = failure.values?.['fields'];
  if (!Array.isArray(fields)) return validationMessage(t, failure);
  const labels = fields.map((name) => {
    const field = String(name);
    return Object.hasOwn(FIELD_LABELS, field)
      ? t(FIELD_LABELS[field as keyof typeof FIELD_LABELS])
      : field;
  });
  return validationMessage(t, { ...failure, values: { ...failure.values, fields: labels } });
}
