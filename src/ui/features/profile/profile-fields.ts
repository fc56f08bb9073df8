import { scalarKind } from '../../components/schema-form/schema-values.js';
import type { SchemaField } from '../../components/schema-form/schema-field.js';

interface SchemaPropertyView {
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

export type FieldValue =
  { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'boolean'; value: boolean };

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
export function profileFields(schema: SchemaView): SchemaField[] {
  const required = new Set(schema.required);
  return orderedProperties(schema).flatMap((property): SchemaField[] => {
    const kind = scalarKind(property.type);
    if (!property.viewable || !kind) return [];
    return [
      {
        name: property.name,
        title: property.title || property.name,
        kind,
        required: required.has(property.name),
        nullable: property.nullable,
        readOnly: !property.userEditable,
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
