import { checkProfileValue } from '../../../domain/validation/profile-rules.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import { numberText, parseNumberText } from '../../lib/locale-number.js';
import { asRecord } from './schema-values.js';
import type { FieldKind } from './schema-values.js';
import type { FieldErrors } from './errors-by-field.js';

/** A scalar property of an object schema, as a form edits it. */
export interface SchemaField {
  name: string;
  title: string;
  description?: string | null;
  kind: FieldKind;
  required: boolean;
  nullable: boolean;
  readOnly: boolean;
  /** The values the schema allows, offered as a choice. */
  options?: readonly string[] | null;
}

/** What a form control holds: text for text and number fields, a flag for booleans. */
export type DraftValue = string | boolean;
export type Draft = Readonly<Record<string, DraftValue>>;

/**
 * What a blank text field that cannot be null becomes: an empty string, or the property removed.
 */
export type BlankValue = 'empty' | 'remove';

export interface PatchOperation {
  operation: 'replace' | 'remove';
  field: string;
  value?: unknown;
}

export const INPUT_TYPES: Readonly<Record<string, 'email' | 'tel' | 'url'>> = {
  mail: 'email',
  telephoneNumber: 'tel',
  profileImage: 'url',
};

/** A stored value as the form shows it; a number as `locale` writes it. */
export function draftValue(field: SchemaField, value: unknown, locale: string): DraftValue {
  if (field.kind === 'boolean') return value === true;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, locale);
  return '';
}

/** The form's starting values for the fields the user may change. */
export function draftFrom(fields: readonly SchemaField[], values: unknown, locale: string): Draft {
  const stored = asRecord(values);
  return Object.fromEntries(
    fields
      .filter((field) => !field.readOnly)
      .map((field) => [field.name, draftValue(field, stored[field.name], locale)]),
  );
}

/**
 * The value to store for what a control holds (a number as `locale` writes it): blank is null
 * where the schema allows it; undefined means the property is removed.
 */
export function storedValue(
  field: SchemaField,
  value: DraftValue | undefined,
  locale: string,
  blank: BlankValue = 'empty',
): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    if (field.nullable) return null;
    return blank === 'empty' ? '' : undefined;
  }
  if (field.kind === 'text') return value;
  return parseNumberText(text, locale);
}

/** The first rule a control's value breaks: required, the number kinds, the options, the shared rules. */
function fieldFailure(
  field: SchemaField,
  value: DraftValue | undefined,
  locale: string,
): ValidationFailure | undefined {
  if (field.kind === 'boolean' || typeof value === 'boolean') return undefined;
  const text = (value ?? '').trim();
  if (text === '') return field.required ? { message: 'validation.required' } : undefined;
  const number = field.kind === 'text' ? Number.NaN : parseNumberText(text, locale);
  if (field.kind === 'integer' && !Number.isInteger(number))
    return { message: 'validation.integer' };
  if (field.kind === 'number' && !Number.isFinite(number)) return { message: 'validation.number' };
  if (field.options && !field.options.includes(value ?? '')) return { message: 'validation.oneOf' };
  const checked = checkProfileValue(field.name, value);
  return checked.valid
    ? undefined
    : { message: checked.message, ...(checked.values && { values: checked.values }) };
}

/** The rules the draft breaks, by field name; only the fields in `names` when given. */
export function draftErrors(
  fields: readonly SchemaField[],
  draft: Draft,
  locale: string,
  names?: readonly string[],
): FieldErrors {
  return Object.fromEntries(
    fields.flatMap((field): [string, ValidationFailure][] => {
      if (field.readOnly || (names && !names.includes(field.name))) return [];
      const failure = fieldFailure(field, draft[field.name], locale);
      return failure ? [[field.name, failure]] : [];
    }),
  );
}

/** The fields the user changed from `base`. */
export function changedFields(fields: readonly SchemaField[], base: Draft, draft: Draft): string[] {
  return fields.flatMap((field) =>
    !field.readOnly && draft[field.name] !== base[field.name] ? [field.name] : [],
  );
}

/** One patch operation per field the user changed. */
export function changedOperations(
  fields: readonly SchemaField[],
  base: Draft,
  draft: Draft,
  locale: string,
  blank: BlankValue = 'empty',
): PatchOperation[] {
  const changed = new Set(changedFields(fields, base, draft));
  return fields.flatMap((field): PatchOperation[] => {
    if (!changed.has(field.name)) return [];
    const value = storedValue(field, draft[field.name], locale, blank);
    return value === undefined
      ? [{ operation: 'remove', field: `/${field.name}` }]
      : [{ operation: 'replace', field: `/${field.name}`, value }];
  });
}

/** The whole object as it would be stored with the draft applied. */
export function objectWithDraft(
  fields: readonly SchemaField[],
  values: unknown,
  draft: Draft,
  locale: string,
  blank: BlankValue = 'empty',
): Record<string, unknown> {
  const object = { ...asRecord(values) };
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = storedValue(field, draft[field.name], locale, blank);
    if (value === undefined) delete object[field.name];
    else object[field.name] = value;
  }
  return object;
}

/**
 * The draft moved onto a newer stored version: what the user changed stays, everything else takes
 * the newer value.
 */
export function rebaseDraft(draft: Draft, base: Draft, latest: Draft): Draft {
  return Object.fromEntries(
    Object.entries(latest).map(([name, value]) => {
      const mine = draft[name];
      return [name, mine !== undefined && mine !== base[name] ? mine : value];
    }),
  );
}
