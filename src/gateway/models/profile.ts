import { z } from 'zod';
import type { UpdateProfileInput } from '../../domain/profile-patch.js';
import type {
  Profile,
  ProfileFieldError,
  ProfilePreference,
} from '../generated/resolvers-types.js';
import { policyFieldErrors } from '../policy-failures.js';
import type { IdmProfileClient } from '../upstream/idm-profile.js';
import type { IdmClient, ManagedObject, ObjectSchemaDocument } from '../upstream/idm.js';

const PREFERENCES_PROPERTY = 'preferences';

export async function loadProfile(idm: IdmClient): Promise<Profile> {
  const { component, id } = await idm.identity();
  const [object, schema] = await Promise.all([
    idm.managedObject(component, id),
    idm.schema(component),
  ]);
  return toProfile(component, object, schema);
}

/** Patches the signed-in user's profile; failed policies come back per field, translated. */
export async function updateProfile(
  idm: IdmClient,
  { rev, operations }: UpdateProfileInput,
): Promise<Profile> {
  const { component, id } = await idm.identity();
  await idm.patchManagedObject(component, id, rev, operations);
  return loadProfile(idm);
}

const preferencesSchema = z.looseObject({
  order: z.array(z.string()).optional(),
  properties: z
    .record(
      z.string(),
      z.looseObject({
        title: z.string().optional(),
        type: z.union([z.string(), z.array(z.string())]).optional(),
      }),
    )
    .default({}),
});

const isBooleanType = (type: string | string[] | undefined) =>
  Array.isArray(type) ? type.includes('boolean') : type === 'boolean';

/** The boolean settings under the schema's preferences property, in its order. */
export function profilePreferences(
  schema: ObjectSchemaDocument,
  object: ManagedObject,
): ProfilePreference[] {
  const property = schema.properties[PREFERENCES_PROPERTY];
  const parsed = preferencesSchema.safeParse(property);
  if (!property || property.viewable === false || !parsed.success) return [];
  const { order = [], properties } = parsed.data;
  const names = [...new Set([...order, ...Object.keys(properties)])];
  const values = z.record(z.string(), z.unknown()).safeParse(object[PREFERENCES_PROPERTY]);
  return names.flatMap((name) => {
    const setting = properties[name];
    if (!setting || !isBooleanType(setting.type)) return [];
    return [
      {
        name,
        title: setting.title ?? name,
        enabled: values.success && values.data[name] === true,
      },
    ];
  });
}

const isPrivate = (property: { viewable?: boolean; scope?: unknown }) =>
  property.viewable === false || property.scope === 'private';

/** Only viewable, non-private properties leave the gateway, in the schema's order. */
export function toProfile(
  component: string,
  object: ManagedObject,
  schema: ObjectSchemaDocument,
): Profile {
  const names = [...new Set([...schema.order, ...Object.keys(schema.properties)])];
  const properties = names.flatMap((name) => {
    const property = schema.properties[name];
    if (!property || isPrivate(property)) return [];
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
    preferences: profilePreferences(schema, object),
  };
}

/** Without `_id` and `_rev`, which are the platform's, not the user's values. */
function withoutMetadata(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('_')));
}

/** The policies the values fail, per field; none when they are valid. Nothing is saved. */
export async function checkProfilePolicies(
  idm: IdmClient,
  profile: IdmProfileClient,
  { values }: { values: Record<string, unknown> },
): Promise<ProfileFieldError[]> {
  const { component, id } = await idm.identity();
  const failed = await profile.validateObject(component, id, withoutMetadata(values));
  return policyFieldErrors(failed).map((error) => ({ values: null, ...error }));
}

/** Everything the signed-in user may read of their object, for download. */
export async function loadProfileData(idm: IdmClient, profile: IdmProfileClient) {
  const { component, id } = await idm.identity();
  return profile.readableObject(component, id);
}

export async function deleteAccount(idm: IdmClient, profile: IdmProfileClient): Promise<boolean> {
  const { component, id } = await idm.identity();
  await profile.deleteObject(component, id);
  return true;
}
