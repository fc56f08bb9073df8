import type { ManagedColumn, ManagedField } from '../generated/resolvers-types.js';
import type {
  ManagedProperty,
  ManagedSchema,
  ResourcePrivilege,
} from '../upstream/idm-privileges.js';

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

interface ScalarProperty {
  name: string;
  property: ManagedProperty;
  type: string;
  nullable: boolean;
}

/**
 * The schema's viewable, non-private properties of a scalar type (a type list with null is
 * nullable), in the schema's order.
 */
function scalarProperties(schema: ManagedSchema): ScalarProperty[] {
  const names = [...new Set([...schema.order, ...Object.keys(schema.properties)])];
  return names.flatMap((name): ScalarProperty[] => {
    const property = Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
    if (!property || property.viewable === false || property.scope === 'private') return [];
    const types = Array.isArray(property.type) ? property.type : [property.type ?? 'string'];
    const type = types.find((candidate) => candidate !== 'null') ?? 'string';
    if (!SCALAR_TYPES.has(type)) return [];
    return [{ name, property, type, nullable: types.includes('null') }];
  });
}

/** List columns: the searchable scalar properties the privilege lets the caller read. */
export function listColumns(schema: ManagedSchema, privilege: ResourcePrivilege): ManagedColumn[] {
  const readable = new Set(privilege.VIEW.allowed ? privilege.VIEW.properties : []);
  return scalarProperties(schema)
    .filter(({ name, property }) => property.searchable === true && readable.has(name))
    .map(({ name, property }) => ({ name, title: property.title ?? name }));
}

/** Edit-form fields: the readable scalar properties, Read only unless the privilege allows updating them. */
export function formFields(schema: ManagedSchema, privilege: ResourcePrivilege): ManagedField[] {
  const readable = new Set(privilege.VIEW.allowed ? privilege.VIEW.properties : []);
  const writable = new Set(privilege.UPDATE.allowed ? privilege.UPDATE.properties : []);
  return scalarProperties(schema)
    .filter(({ name }) => readable.has(name))
    .map(({ name, property, type, nullable }) => {
      const options = property.enum?.filter((value): value is string => typeof value === 'string');
      return {
        name,
        title: property.title ?? name,
        description: property.description ?? null,
        type,
        nullable,
        required: schema.required.includes(name),
        readOnly: !writable.has(name),
        options: options && options.length > 0 ? options : null,
      };
    });
}

/** The named values of a stored object; absent ones are left out. */
export function valuesOf(
  object: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    names.filter((name) => Object.hasOwn(object, name)).map((name) => [name, object[name]]),
  );
}
