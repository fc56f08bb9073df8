import { checkProfileValue } from '../../../domain/validation/profile-rules.js';
import { validate } from '../../../domain/validation/index.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import type { FieldError } from '../../lib/api-error.js';

export interface FormField {
  name: string;
  title: string;
  description?: string | null;
  type: string;
  nullable: boolean;
  required: boolean;
  readOnly: boolean;
  options?: readonly string[] | null;
}

export type DraftValue = string | boolean;
/** The changed fields only, by name: what the user typed or chose. */
export type Edits = Readonly<Record<string, DraftValue>>;
export type FieldErrors = Readonly<Record<string, ValidationFailure>>;

export interface PatchOperation {
  operation: 'replace' | 'remove';
  field: string;
  value?: unknown;
}

export function asRecord(values: unknown): Record<string, unknown> {
  return typeof values === 'object' && values !== null && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : {};
}

/** A stored value as the form shows it: text for text and numbers, a flag for booleans. */
export function draftValue(field: FormField, value: unknown): DraftValue {
  if (field.type === 'boolean') return value === true;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** The value to store for what the form holds; undefined means the field is removed. */
function storedValue(field: FormField, value: DraftValue): unknown {
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (text === '') return field.nullable ? null : undefined;
  if (field.type === 'number' || field.type === 'integer') return Number(text);
  return value;
}

function fieldError(field: FormField, value: DraftValue): ValidationFailure | undefined {
  if (typeof value === 'boolean') return undefined;
  if (field.required) {
    const required = validate('required', value.trim());
    if (!required.valid) return required;
  }
  if (value.trim() === '') return undefined;
  if (field.type === 'integer' && !/^-?\d+$/.test(value.trim())) {
    return { message: 'validation.integer' };
  }
  if (field.type === 'number' && !NUMBER_TEXT.test(value.trim())) {
    return { message: 'validation.number' };
  }
  if (field.options && !field.options.includes(value)) return { message: 'validation.oneOf' };
  const checked = checkProfileValue(field.name, value);
  return checked.valid ? undefined : checked;
}

/** The shared rules each edited field breaks, by field name. */
export function editErrors(fields: readonly FormField[], edits: Edits): FieldErrors {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = edits[field.name];
      if (value === undefined || field.readOnly) return [];
      const error = fieldError(field, value);
      return error ? [[field.name, error]] : [];
    }),
  );
}

/** A patch for every Read/Write field whose value differs from the stored one. */
export function changedOperations(
  fields: readonly FormField[],
  stored: Record<string, unknown>,
  edits: Edits,
): PatchOperation[] {
  return fields.flatMap((field): PatchOperation[] => {
    const value = edits[field.name];
    if (value === undefined || field.readOnly) return [];
    if (value === draftValue(field, stored[field.name])) return [];
    const next = storedValue(field, value);
    return next === undefined
      ? [{ operation: 'remove', field: `/${field.name}` }]
      : [{ operation: 'replace', field: `/${field.name}`, value: next }];
  });
}

/** A field error of the gateway as the form shows it: the shared rule set's keys as they are. */
export function serverFailure({ message, values }: FieldError): ValidationFailure {
  return message.startsWith('validation.')
    ? { message, ...(values && { values }) }
    : { message: 'delegatedAdmin.edit.invalidValue' };
}
