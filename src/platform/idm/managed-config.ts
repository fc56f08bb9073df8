import { z } from 'zod';
import type { Db } from '../store/db.js';
import { readConfig } from './config-store.js';

const TYPE_NAME = z.string();

const propertySchema = z.looseObject({
  type: z.union([TYPE_NAME, z.array(TYPE_NAME)]).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  viewable: z.boolean().optional(),
  userEditable: z.boolean().optional(),
  searchable: z.boolean().optional(),
  scope: z.string().optional(),
  policies: z
    .array(
      z.looseObject({ policyId: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
    )
    .optional(),
  get properties() {
    return z.record(z.string(), propertySchema).optional();
  },
  get items() {
    return propertySchema.optional();
  },
});

const objectSchema = z.looseObject({
  title: z.string().optional(),
  type: z.string().optional(),
  properties: z.record(z.string(), propertySchema),
  order: z.array(z.string()).optional(),
  required: z.array(z.string()).optional(),
});

export const managedConfigSchema = z.looseObject({
  objects: z.array(z.looseObject({ name: z.string().min(1), schema: objectSchema })),
});

export type PropertySchema = z.infer<typeof propertySchema>;
export type ObjectSchema = z.infer<typeof objectSchema>;

const MANAGED_CONFIG = 'managed';

/** The parsed `managed` configuration per store, with the revision it was parsed at. */
const parsedConfigs = new WeakMap<Db, { rev: number; schemas: Map<string, ObjectSchema> }>();

async function managedSchemas(db: Db): Promise<Map<string, ObjectSchema> | undefined> {
  const current = await db
    .selectFrom('config_objects')
    .select('rev')
    .where('id', '=', MANAGED_CONFIG)
    .executeTakeFirst();
  if (!current) return undefined;
  const known = parsedConfigs.get(db);
  if (known?.rev === current.rev) return known.schemas;
  const row = await readConfig(db, MANAGED_CONFIG);
  const parsed = managedConfigSchema.safeParse(row?.doc);
  if (!row || !parsed.success) return undefined;
  const schemas = new Map(parsed.data.objects.map(({ name, schema }) => [name, schema]));
  parsedConfigs.set(db, { rev: row.rev, schemas });
  return schemas;
}

/**
 * The schema of a managed object type from the `managed` configuration, if it exists. The
 * configuration is read and parsed again only when its revision changes; each caller gets
 * its own copy.
 */
export async function loadObjectSchema(db: Db, object: string): Promise<ObjectSchema | undefined> {
  const schema = (await managedSchemas(db))?.get(object);
  return schema && structuredClone(schema);
}

export function isPrivateProperty(property: PropertySchema | undefined): boolean {
  return property?.viewable === false || property?.scope === 'private';
}
