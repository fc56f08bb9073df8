import type { PropertySchema } from '../managed-config.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeNames(property: PropertySchema): string[] | undefined {
  if (property.type === undefined) return undefined;
  return Array.isArray(property.type) ? property.type : [property.type];
}

function matchesTypeName(name: string, value: unknown, property: PropertySchema): boolean {
  switch (name) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'relationship':
      return value === null || (isPlainObject(value) && typeof value._ref === 'string');
    case 'object':
      return (
        isPlainObject(value) &&
        Object.entries(property.properties ?? {}).every(
          ([key, nested]) => value[key] === undefined || matchesSchemaType(nested, value[key]),
        )
      );
    case 'array':
      return (
        Array.isArray(value) &&
        (property.items === undefined ||
          value.every((item) => matchesSchemaType(property.items!, item)))
      );
    default:
      return true;
  }
}

/**
 * Whether a value fits a property's declared type (a name, or a list of names such as
 * `["string", "null"]`), nested object properties and array items included.
 */
export function matchesSchemaType(property: PropertySchema, value: unknown): boolean {
  const names = typeNames(property);
  if (names === undefined || value === undefined) return true;
  return names.some((name) => matchesTypeName(name, value, property));
}
