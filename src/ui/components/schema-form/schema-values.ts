/** An object's properties by name; an empty record for anything that is not a plain object. */
export function asRecord(values: unknown): Record<string, unknown> {
  return typeof values === 'object' && values !== null && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : {};
}

export type FieldKind = 'text' | 'number' | 'integer' | 'boolean';

const SCALAR_KINDS: Readonly<Record<string, FieldKind>> = {
  string: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
};

/** The kind of a schema type; undefined for structured types (objects, arrays, relationships). */
export function scalarKind(type: string): FieldKind | undefined {
  return SCALAR_KINDS[type];
}
