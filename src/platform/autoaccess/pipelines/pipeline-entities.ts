import type { Db } from '../../store/db.js';
import { DATASOURCES, ENTITY_VERSION, PIPELINE_DEFINITIONS } from '../jas/entity-kinds.js';
import {
  findEntity,
  insertEntity,
  updateEntity,
  type EntityScope,
  type StoredEntity,
} from '../jas/entity-store.js';

/** The JAS scope of an entity type in a realm. */
export function entityScope(realm: string, kind: { namespace: string; name: string }): EntityScope {
  return { realm, namespace: kind.namespace, name: kind.name, version: ENTITY_VERSION };
}

export interface PipelineDefinition {
  id: string;
  type: 'Training' | 'Prediction';
  datasourceId: string | undefined;
  trainingId: string | undefined;
  parameters: unknown;
}

export interface Datasource {
  id: string;
  input: string;
  isActive: boolean;
  featureMapping: Record<string, string>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function findPipelineDefinition(
  db: Db,
  realm: string,
  id: string,
): Promise<PipelineDefinition | undefined> {
  const entity = await findEntity(db, entityScope(realm, PIPELINE_DEFINITIONS), id);
  if (!entity) return undefined;
  const { data } = entity;
  return {
    id,
    type: data.pipeline_type === 'Prediction' ? 'Prediction' : 'Training',
    datasourceId: text(data.datasource_id),
    trainingId: text(data.training_pipeline_definition_id),
    parameters: data.pipeline_parameters,
  };
}

export async function findDatasource(
  db: Db,
  realm: string,
  id: string | undefined,
): Promise<Datasource | undefined> {
  if (id === undefined) return undefined;
  const entity = await findEntity(db, entityScope(realm, DATASOURCES), id);
  if (!entity) return undefined;
  const mapping = entity.data.feature_mapping;
  return {
    id,
    input: text(entity.data.input) ?? '',
    isActive: entity.data.isActive === true,
    featureMapping:
      typeof mapping === 'object' && mapping !== null ? (mapping as Record<string, string>) : {},
  };
}

/** Attempts of an optimistic update before giving up (another writer kept changing the record). */
const MAX_ATTEMPTS = 5;

/**
 * Changes a stored record at its current revision (bumping it), read again and retried when
 * another write came in between; undefined when there is no such record.
 */
async function changeEntity(
  db: Db,
  scope: EntityScope,
  id: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
): Promise<StoredEntity | undefined> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const existing = await findEntity(db, scope, id);
    if (!existing) return undefined;
    const stored = await updateEntity(db, scope, id, existing.rev, change(existing.data));
    if (stored) return stored;
  }
  throw new Error(`entity ${id} kept changing`);
}

/** Creates or replaces a record, whatever its revision. */
export async function putEntity(
  db: Db,
  scope: EntityScope,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await changeEntity(db, scope, id, () => data)) return;
    if (await insertEntity(db, scope, id, data)) return;
  }
  throw new Error(`entity ${id} kept changing`);
}

/** The entity schema's bound on `pipeline_executions`: the oldest entries give way. */
const MAX_EXECUTION_ENTRIES = 1000;

interface ExecutionEntry {
  execution_id: string;
  status: string;
  start_time?: number;
  end_time?: number;
}

/** Adds a run to the definition's `pipeline_executions`, or updates its entry. */
export async function recordExecutionEntry(
  db: Db,
  realm: string,
  definitionId: string,
  entry: ExecutionEntry,
): Promise<void> {
  await changeEntity(db, entityScope(realm, PIPELINE_DEFINITIONS), definitionId, (data) => {
    const entries = Array.isArray(data.pipeline_executions)
      ? (data.pipeline_executions as ExecutionEntry[])
      : [];
    const known = entries.some((item) => item?.execution_id === entry.execution_id);
    const updated = known
      ? entries.map((item) =>
          item?.execution_id === entry.execution_id ? { ...item, ...entry } : item,
        )
      : [...entries, entry].slice(-MAX_EXECUTION_ENTRIES);
    return { ...data, pipeline_executions: updated };
  });
}
