import { z } from 'zod/mini';
import type { TranslationKey } from '../../i18n/translation-key.js';

export interface SchemaPropertyView {
  name: string;
  title: string;
  type: string;
  viewable: boolean;
}

export interface SchemaView {
  order: readonly string[];
  properties: readonly SchemaPropertyView[];
}

export interface Preference {
  name: string;
  labelKey: TranslationKey | undefined;
  enabled: boolean;
}

export type FieldValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'preferences'; items: Preference[] };

export interface ProfileField {
  name: string;
  title: string;
  value: FieldValue;
}

export const PREFERENCES_PROPERTY = 'preferences';
const STRUCTURED_TYPES = new Set(['object', 'array', 'relationship']);

const PREFERENCE_LABELS: Readonly<Record<string, TranslationKey>> = {
  updates: 'profile.preferences.updates',
  marketing: 'profile.preferences.marketing',
};

const profileValues = z.record(z.string(), z.unknown());
const preferenceValues = z.record(z.string(), z.unknown());

export function parseProfileValues(values: unknown): Record<string, unknown> {
  const parsed = profileValues.safeParse(values);
  return parsed.success ? parsed.data : {};
}

function preferences(value: unknown): FieldValue {
  const parsed = preferenceValues.safeParse(value);
  if (!parsed.success) return { kind: 'empty' };
  const items = Object.entries(parsed.data).flatMap(([name, enabled]) =>
    typeof enabled === 'boolean' ? [{ name, labelKey: PREFERENCE_LABELS[name], enabled }] : [],
  );
  return items.length > 0 ? { kind: 'preferences', items } : { kind: 'empty' };
}

function scalar(value: unknown): FieldValue | undefined {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (typeof value === 'string') {
    return value.trim() === '' ? { kind: 'empty' } : { kind: 'text', text: value };
  }
  return undefined;
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
 * The viewable fields in the schema's order. Structured values are left out, except preferences,
 * which become a yes/no list.
 */
export function personalInfoFields(schema: SchemaView, values: unknown): ProfileField[] {
  const data = parseProfileValues(values);
  return orderedProperties(schema).flatMap((property): ProfileField[] => {
    if (!property.viewable) return [];
    const raw = data[property.name];
    if (property.name === PREFERENCES_PROPERTY) {
      return [{ name: property.name, title: property.title, value: preferences(raw) }];
    }
    if (STRUCTURED_TYPES.has(property.type)) return [];
    const value = scalar(raw);
    return value ? [{ name: property.name, title: property.title || property.name, value }] : [];
  });
}
