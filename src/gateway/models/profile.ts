import type { Profile } from '../generated/resolvers-types.js';
import type { IdmClient, ManagedObject, ObjectSchemaDocument } from '../upstream/idm.js';

export async function loadProfile(idm: IdmClient): Promise<Profile> {
  const { component, id } = await idm.identity();
  const [object, schema] = await Promise.all([
    idm.managedObject(component, id),
    idm.schema(component),
  ]);
  return toProfile(component, object, schema);
}

/** Only viewable properties leave the gateway, in the schema's order. */
export function toProfile(
  component: string,
  object: ManagedObject,
  schema: ObjectSchemaDocument,
): Profile {
  const names = [...new Set([...schema.order, ...Object.keys(schema.properties)])];
  const properties = names.flatMap((name) => {
    const property = schema.properties[name];
    if (!property || property.viewable === false) return [];
    const types = Array.isArray(property.type) ? property.type : [property.type ?? 'string'];
    return [
      {
        name,
        title: property.title ?? name,
        description: property.description ?? null,
        type: types.find((type) => type !== 'null') ?? 'string',
        nullable: types.includes('null'),
        viewable: true,
        userEditable: property.userEditable ?? false,
        searchable: property.searchable ?? false,
      },
    ];
  });
  const values = Object.fromEntries(
    properties.filter(({ name }) => name in object).map(({ name }) => [name, object[name]]),
  );
  return {
    id: object._id,
    rev: object._rev,
    resource: component,
    values,
    schema: {
      title: schema.title ?? component,
      order: properties.map(({ name }) => name),
      required: schema.required,
      properties,
    },
  };
}
