import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { badRequest, CrestError, notFound, preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { checkDatasourceRecord } from './datasource-rules.js';
import { deletePipelineWithRuns } from '../pipelines/delete-pipeline-with-runs.js';
import { withPipelineLock } from '../pipelines/pipeline-lock.js';
import { checkDeletable } from './entity-delete-guards.js';
import { checkPipelineDefinitionRecord } from './pipeline-definition-rules.js';
import { DATASOURCES, PIPELINE_DEFINITIONS, type EntityKind } from './entity-kinds.js';
import {
  deleteEntity,
  findEntity,
  insertEntity,
  isUniqueViolation,
  listEntities,
  updateEntity,
  type EntityScope,
  type StoredEntity,
} from './entity-store.js';

/** The body of every entity write: one record in `entityData`, the rest as the product sends it. */
const writeBodySchema = z.object({
  branch: z.string().max(64).optional(),
  contextId: z.string().max(256).optional(),
  entityData: z.array(z.record(z.string(), z.unknown())).length(1),
  indexingRequired: z.boolean().optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
  indexInSync: z.boolean().optional(),
});

export interface EntityWriteContext {
  db: Db;
  bucketsDir: string;
  kind: EntityKind;
  scope: EntityScope;
}

const conflict = (message: string) => new CrestError(409, message);
const revisionMismatch = () => preconditionFailed('revision mismatch');

/** A stored record as answered: its data with its revision. */
export function recordOf(entity: StoredEntity): Record<string, unknown> {
  return { ...entity.data, _rev: String(entity.rev) };
}

function submittedRecord(kind: EntityKind, body: unknown) {
  const { entityData } = parseInput(writeBodySchema, body, 'request body');
  const { _rev, ...record } = parseInput(kind.schema, entityData[0], 'entity data');
  const id = record[kind.idField];
  return { record, rev: _rev, id: typeof id === 'string' ? id : undefined };
}

function revisionOf(rev: string | number | undefined): number | undefined {
  if (rev === undefined) return undefined;
  const text = String(rev).trim();
  if (!/^\d{1,9}$/.test(text)) throw revisionMismatch();
  return Number(text);
}

async function checkNameIsFree(
  context: EntityWriteContext,
  name: unknown,
  id: string,
): Promise<void> {
  const others = await listEntities(context.db, context.scope);
  if (others.some((other) => other.id !== id && other.data.name === name)) {
    throw conflict(`data source name already exists: ${String(name)}`);
  }
}

async function checkRecord(
  context: EntityWriteContext,
  record: Record<string, unknown>,
  id: string,
): Promise<void> {
  if (context.kind === PIPELINE_DEFINITIONS) {
    return checkPipelineDefinitionRecord(context.db, context.scope.realm, record);
  }
  if (context.kind !== DATASOURCES) return;
  await checkDatasourceRecord(context.bucketsDir, record);
  await checkNameIsFree(context, record.name, id);
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('data source name already exists');
    throw error;
  }
}

/** Creates a record; a new data source starts inactive. */
export async function persistEntity(context: EntityWriteContext, body: unknown) {
  const { kind, db, scope } = context;
  const submitted = submittedRecord(kind, body);
  const id = submitted.id ?? randomUUID();
  const record: Record<string, unknown> = {
    ...submitted.record,
    [kind.idField]: id,
    [kind.createdField]: submitted.record[kind.createdField] ?? new Date().toISOString(),
  };
  if (kind === DATASOURCES) record.isActive = false;
  await checkRecord(context, record, id);
  const stored = await uniqueName(() => insertEntity(db, scope, id, record));
  if (!stored) throw conflict(`entity already exists: ${id}`);
  return { entityData: [recordOf(stored)] };
}

/** Replaces a record at the revision it names; a stale revision changes nothing (412). */
export async function upsertEntity(context: EntityWriteContext, body: unknown) {
  const { kind, db, scope } = context;
  const submitted = submittedRecord(kind, body);
  if (!submitted.id) throw badRequest(`${kind.idField} is required`);
  const expected = revisionOf(submitted.rev);
  if (expected === undefined) throw badRequest('_rev is required');
  const existing = await findEntity(db, scope, submitted.id);
  if (!existing) throw notFound(`entity not found: ${submitted.id}`);
  if (existing.rev !== expected) throw revisionMismatch();
  const record: Record<string, unknown> = {
    ...submitted.record,
    [kind.createdField]: existing.data[kind.createdField] ?? submitted.record[kind.createdField],
  };
  await checkRecord(context, record, submitted.id);
  const stored = await uniqueName(() => updateEntity(db, scope, submitted.id!, expected, record));
  if (!stored) throw revisionMismatch();
  return { entityData: [recordOf(stored)] };
}

const deleteRecordSchema = z.looseObject({ _rev: z.union([z.string(), z.number()]).optional() });

/**
 * Deletes a record by its id, at the revision it names when it names one, unless others rely on
 * it (409).
 */
export async function deleteEntityRecord(context: EntityWriteContext, body: unknown) {
  const { kind, db, scope } = context;
  const { entityData } = parseInput(writeBodySchema, body, 'request body');
  const record = parseInput(deleteRecordSchema, entityData[0], 'entity data');
  const id = record[kind.idField];
  if (typeof id !== 'string' || id === '') throw badRequest(`${kind.idField} is required`);
  const expected = revisionOf(record._rev);
  const existing = await findEntity(db, scope, id);
  if (!existing) throw notFound(`entity not found: ${id}`);
  if (expected !== undefined && existing.rev !== expected) throw revisionMismatch();
  const deleted = await withPipelineLock(async () => {
    await checkDeletable(db, scope.realm, kind, id);
    const rev = expected ?? existing.rev;
    return kind === PIPELINE_DEFINITIONS
      ? deletePipelineWithRuns(db, scope, id, rev)
      : deleteEntity(db, scope, id, rev);
  });
  if (!deleted) throw revisionMismatch();
  return { entityData: [recordOf(deleted)] };
}
