import { z } from 'zod';
import type { Db } from '../../store/db.js';
import { readConfig } from '../config-store.js';
import { SYNC_CONFIG_ID } from '../consent-mappings.js';

const CONNECTOR_CONFIG_PREFIX = 'provisioner.openicf/';
const propertySchema = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  nativeName: z.string().optional(),
  nativeType: z.string().optional(),
  required: z.boolean().optional(),
});

const objectTypeSchema = z.looseObject({
  $schema: z.string().optional(),
  id: z.string().optional(),
  type: z.string().optional(),
  nativeType: z.string().optional(),
  properties: z.record(z.string(), propertySchema),
});

const connectorSchema = z.looseObject({
  connectorRef: z.object({
    bundleName: z.string(),
    bundleVersion: z.string(),
    connectorName: z.string(),
  }),
  objectTypes: z.record(z.string(), objectTypeSchema),
});

type SystemObjectType = z.infer<typeof objectTypeSchema>;
type ConnectorConfig = z.infer<typeof connectorSchema>;

const mappingSchema = z.looseObject({ name: z.string(), source: z.string(), target: z.string() });
const syncSchema = z.looseObject({ mappings: z.array(mappingSchema) });
type SyncMapping = z.infer<typeof mappingSchema>;

/** The connector's configuration (`config/provisioner.openicf/{connector}`), when it exists and is well formed. */
async function readConnector(db: Db, connector: string): Promise<ConnectorConfig | undefined> {
  const row = await readConfig(db, `${CONNECTOR_CONFIG_PREFIX}${connector}`);
  const parsed = connectorSchema.safeParse(row?.doc);
  return parsed.success ? parsed.data : undefined;
}

/** An object type of a system resource (`system/{connector}/{objectType}`), read from its connector. */
export async function systemObjectType(
  db: Db,
  resource: string,
): Promise<{ connector: ConnectorConfig; objectType: SystemObjectType } | undefined> {
  const [system, connectorName, objectTypeName, ...rest] = resource.split('/');
  if (system !== 'system' || !connectorName || !objectTypeName || rest.length > 0) return undefined;
  const connector = await readConnector(db, connectorName);
  if (!connector || !Object.hasOwn(connector.objectTypes, objectTypeName)) return undefined;
  return { connector, objectType: connector.objectTypes[objectTypeName]! };
}

/** The synchronisation mappings of `config/sync`. */
export async function readMappings(db: Db): Promise<SyncMapping[]> {
  const parsed = syncSchema.safeParse((await readConfig(db, SYNC_CONFIG_ID))?.doc);
  return parsed.success ? parsed.data.mappings : [];
}
