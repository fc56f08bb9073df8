import { z } from 'zod/mini';
import { checkProfileValue } from '../../../domain/validation/profile-rules.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';

export interface SchemaPropertyView {
  name: string;
  title: string;
  type: string;
  nullable: boolean;
  viewable: boolean;
  userEditable: boolean;
}

export interface SchemaView {
  order: readonly string[];
  required: readonly string[];
  properties: readonly SchemaPropertyView[];
}

export type FieldKind = 'text' | 'number' | 'integer' | 'boolean';

/** A property of the personal info form: a scalar the schema lets the user see. */
export interface ProfileField {
  name: string;
  title: string;
  kind: FieldKind;
  required: boolean;
  nullable: boolean;
  editable: boolean;
}

export type FieldValue =
  { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'boolean'; value: boolean };

/** What a form control holds: text for text and number fields, a flag for booleans. */
export type DraftValue = string | boolean;
export type Draft = Readonly<Record<string, DraftValue>>;
export type FieldErrors = Readonly<Record<string, ValidationFailure>>;

export interface PatchOperation {
  operation: 'replace';
  field: string;
  value: unknown;
}

const KINDS: Readonly<Record<string, FieldKind>> = {
  string: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
};

const profileValues = z.record(z.string(), z.unknown());

export function parseProfileValues(values: unknown): Record<string, unknown> {
  const parsed = profileValues.safeParse(values);
  return parsed.success ? parsed.data : {};
}

function orderedProperties(schema: SchemaView): SchemaPropertyView[] {
  const byName = new Map(schema.properties.map((property) => [property.name, property]));
  const ordered = schema.order.flatMap((name) => {
    const property = byName.get(name);
    return property ? [property] : [];
  });
  const listed = new Set(schema.order);
  return [...ordered, ...schema.properties.filter((property) => !listed.has(property.name))];
}

/**
 * The scalar properties the user may see, in the schema's order; structured ones (preferences,
 * consent, relationships, lists) have their own cards or are not shown.
 */
export function profileFields(schema: SchemaView): ProfileField[] {
  const required = new Set(schema.required);
  return orderedProperties(schema).flatMap((property): ProfileField[] => {
    const kind = KINDS[property.type];
    if (!property.viewable || !kind) return [];
    return [
      {
        name: property.name,
        title: property.title || property.name,
        kind,
        required: required.has(property.name),
        nullable: property.nullable,
        editable: property.userEditable,
      },
    ];
  });
}

export function displayValue(value: unknown): FieldValue {
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (typeof value === 'string' && value.trim() !== '') return { kind: 'text', text: value };
  return { kind: 'empty' };
}

function draftValue(field: ProfileField, value: unknown): DraftValue {
  if (field.kind === 'boolean') return value === true;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** The form's starting values for the editable fields. */
export function draftFrom(fields: readonly ProfileField[], values: unknown): Draft {
  const data = parseProfileValues(values);
  return Object.fromEntries(
    fields
      .filter((field) => field.editable)
      .map((field) => [field.name, draftValue(field, data[field.name])]),
  );
}

/** The value to store for what a control holds: blank is null where the schema allows it. */
export function storedValue(field: ProfileField, value: DraftValue | undefined): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.nullable ? null : '';
  if (field.kind === 'text') return typeof value === 'string' ? value : '';
  return Number(text);
}

function typeFailure(
  field: ProfileField,
  value: DraftValue | undefined,
): ValidationFailure | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.trim());
  if (field.kind === 'number' && !Number.isFinite(number)) return { message: 'validation.number' };
  if (field.kind === 'integer' && !Number.isInteger(number))
    return { message: 'validation.integer' };
  return undefined;
}

/** Required fields and the shared profile rules, checked before anything is sent. */
export function draftErrors(fields: readonly ProfileField[], draft: Draft): FieldErrors {
  return Object.fromEntries(
    fields.flatMap((field): [string, ValidationFailure][] => {
      if (!field.editable) return [];
      const value = draft[field.name];
      if (
        field.required &&
        field.kind !== 'boolean' &&
        (typeof value !== 'string' || value.trim() === '')
      ) {
        return [[field.name, { message: 'validation.required' }]];
      }
      const wrongType = typeFailure(field, value);
      if (wrongType) return [[field.name, wrongType]];
      const result = checkProfileValue(field.name, storedValue(field, value));
      return result.valid
        ? []
        : [
            [
              field.name,
              { message: result.message, ...(result.values && { values: result.values }) },
            ],
          ];
    }),
  );
}

function sameDraftValue(left: DraftValue | undefined, right: DraftValue | undefined): boolean {
  return left === right;
}

/** One replace operation per field the user changed. */
export function changedOperations(
  fields: readonly ProfileField[],
  base: Draft,
  draft: Draft,
): PatchOperation[] {
  return fields.flatMap((field): PatchOperation[] =>
    field.editable && !sameDraftValue(base[field.name], draft[field.name])
      ? [
          {
            operation: 'replace',
            field: `/${field.name}`,
            value: storedValue(field, draft[field.name]),
          },
        ]
      : [],
  );
}

/** The whole object as it would be stored with the draft applied, for the policy check. */
export function objectWithDraft(
  fields: readonly ProfileField[],
  values: unknown,
  draft: Draft,
): Record<string, unknown> {
  const object = { ...parseProfileValues(values) };
  for (const field of fields) {
    if (field.editable) object[field.name] = storedValue(field, draft[field.name]);
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
      return [name, mine !== undefined && !sameDraftValue(mine, base[name]) ? mine : value];
    }),
  );
}
