import { randomUUID } from 'node:crypto';
import {
  BUCKET_OBJECTS_PAGE_SIZE,
  BUCKETS_MAX,
  UNMAPPED_FEATURE,
  dataSourceInput,
  splitDataSourceInput,
  type BucketObjectsInput,
  type CreateDataSourceInput,
  type DataSourcesInput,
  type DeleteDataSourceArgs,
  type FeatureExpression,
  type FilePreviewInput,
  type JsltPreviewInput,
  type SaveDataSourceMappingInput,
  type SetDataSourceActiveInput,
} from '../../domain/autoaccess/data-source-inputs.js';
import { gatewayError } from '../errors.js';
import type {
  AuthenticationFeature,
  BucketObjectPage,
  DataSource,
  DataSourceFilePreview,
  DataSourcePage,
  JsltPreview,
  StorageBucket,
} from '../generated/resolvers-types.js';
import type { AutoAccessApi } from '../upstream/autoaccess-api.js';
import type { AutoAccessJas, DataSourceRecord } from '../upstream/autoaccess-jas.js';
import { UpstreamError } from '../upstream/errors.js';
import { decodeCursor, encodeCursor, nameWildcard } from './entity-search-cursor.js';

function toDataSource(record: DataSourceRecord): DataSource {
  const { bucket, filePath } = splitDataSourceInput(record.input);
  return {
    id: record.datasource_id,
    rev: record._rev,
    name: record.name,
    bucket,
    filePath,
    active: record.isActive,
    builtIn: record.is_ootb,
    created: record.datasource_created ?? null,
    featureMapping: Object.entries(record.feature_mapping).map(([feature, expression]) => ({
      feature,
      expression,
    })),
  };
}

/** One page of data sources by name, read with `search_after` from the previous page's cursor. */
export async function loadDataSources(
  jas: AutoAccessJas,
  input: DataSourcesInput,
): Promise<DataSourcePage> {
  const search = input.search?.trim();
  const answer = await jas.searchDataSources({
    query: search
      ? { wildcard: { name: { value: nameWildcard(search), case_insensitive: true } } }
      : { match_all: {} },
    sort: [{ name: input.sortDescending ? 'desc' : 'asc' }],
    size: input.pageSize,
    track_total_hits: true,
    ...(input.after ? { search_after: decodeCursor(input.after) } : {}),
  });
  const { hits } = answer.hits;
  const last = hits.at(-1)?.sort;
  return {
    rows: hits.map((hit) => toDataSource(hit._source)),
    total: answer.hits.total.value,
    nextCursor: hits.length === input.pageSize && last?.length ? encodeCursor(last) : null,
  };
}

async function readRecord(jas: AutoAccessJas, id: string): Promise<DataSourceRecord> {
  const answer = await jas.searchDataSources({
    query: { term: { datasource_id: id } },
    sort: [{ name: 'asc' }],
    size: 1,
    track_total_hits: false,
  });
  const record = answer.hits.hits[0]?._source;
  if (!record || record.datasource_id !== id) throw gatewayError('NOT_FOUND', 'Not found');
  return record;
}

export async function loadDataSource(jas: AutoAccessJas, id: string): Promise<DataSource> {
  return toDataSource(await readRecord(jas, id));
}

export function loadBuckets(
  api: AutoAccessApi,
  prefix: string | null | undefined,
): Promise<StorageBucket[]> {
  return api.buckets(prefix ?? '', BUCKETS_MAX);
}

export function loadBucketObjects(
  api: AutoAccessApi,
  input: BucketObjectsInput,
): Promise<BucketObjectPage> {
  return api.objects({ ...input, pageSize: BUCKET_OBJECTS_PAGE_SIZE });
}

const INVALID_JSONL = /invalid JSONL: line (\d+)/i;

/** A file's first record; a missing file or bucket, or a file that does not parse, as a problem. */
export async function loadFilePreview(
  api: AutoAccessApi,
  { bucket, filePath }: FilePreviewInput,
): Promise<DataSourceFilePreview> {
  try {
    return { content: await api.preview(bucket, filePath), problem: null, line: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404) {
      const bucketMissing = /^bucket not found/i.test(error.message);
      return { content: null, problem: bucketMissing ? 'BUCKET_NOT_FOUND' : 'FILE_NOT_FOUND' };
    }
    const invalid = error.status === 400 ? INVALID_JSONL.exec(error.message) : null;
    if (invalid) return { content: null, problem: 'INVALID_JSONL', line: Number(invalid[1]) };
    throw error;
  }
}

/** The features of the authentication definition that a data source maps. */
export async function loadAuthenticationFeatures(
  jas: AutoAccessJas,
): Promise<AuthenticationFeature[]> {
  const definition = await jas.authenticationDefinition();
  return Object.entries(definition._meta.properties)
    .filter(([name]) => name !== UNMAPPED_FEATURE)
    .map(([name, property]) => ({
      name,
      type: property.type ?? null,
      description: property.description ?? null,
    }));
}

/** The mapping as stored: only the features given an expression. */
const storedMapping = (mapping: readonly FeatureExpression[]): Record<string, string> =>
  Object.fromEntries(
    mapping
      .filter(({ expression }) => expression.trim() !== '')
      .map(({ feature, expression }) => [feature, expression]),
  );

/** Each mapped feature's value on the sample, or why its expression failed. */
export async function previewJslt(
  jas: AutoAccessJas,
  input: JsltPreviewInput,
): Promise<JsltPreview> {
  const mapping = storedMapping(input.mapping);
  if (Object.keys(mapping).length === 0) return { features: [] };
  const answer = await jas.jsltPreview(JSON.parse(input.data) as unknown, mapping);
  return {
    features: Object.keys(mapping).map((feature) => ({
      feature,
      value: answer.errors[feature] === undefined ? (answer.result[feature] ?? null) : null,
      error: answer.errors[feature] ?? null,
    })),
  };
}

export async function createDataSource(
  jas: AutoAccessJas,
  input: CreateDataSourceInput,
): Promise<DataSource> {
  const record = await jas.createDataSource({
    datasource_id: randomUUID(),
    name: input.name,
    input: dataSourceInput(input.bucket, input.filePath),
    isActive: false,
    is_ootb: false,
    feature_mapping: {},
    datasource_created: new Date().toISOString(),
  });
  return toDataSource(record);
}

/** Writes a change over the stored record, at the revision the user saw. */
async function updateRecord(
  jas: AutoAccessJas,
  { id, rev }: { id: string; rev: string },
  change: (stored: DataSourceRecord) => Partial<DataSourceRecord>,
): Promise<DataSource> {
  const stored = await readRecord(jas, id);
  return toDataSource(await jas.updateDataSource({ ...stored, ...change(stored), _rev: rev }));
}

/**
 * The stored mapping with the edited features replaced: an empty expression removes its feature,
 * and features the editor does not show (`isAuth`) keep their expression.
 */
function editedMapping(
  stored: Readonly<Record<string, string>>,
  edited: readonly FeatureExpression[],
): Record<string, string> {
  const named = new Set(edited.map(({ feature }) => feature));
  const kept = Object.entries(stored).filter(([feature]) => !named.has(feature));
  return { ...Object.fromEntries(kept), ...storedMapping(edited) };
}

export const saveDataSourceMapping = (jas: AutoAccessJas, input: SaveDataSourceMappingInput) =>
  updateRecord(jas, input, (stored) => ({
    feature_mapping: editedMapping(stored.feature_mapping, input.mapping),
  }));

export const setDataSourceActive = (jas: AutoAccessJas, input: SetDataSourceActiveInput) =>
  updateRecord(jas, input, () => ({ isActive: input.active }));

/**
 * Deletes a data source at the revision the user saw. The platform's answers map as every
 * platform failure does: its refusal (409) a CONFLICT in its words, also as `serverMessage`; a
 * stale revision (412) a CONFLICT; an unknown id NOT_FOUND.
 */
export async function deleteDataSource(
  jas: AutoAccessJas,
  { id, rev }: DeleteDataSourceArgs,
): Promise<boolean> {
  await jas.deleteDataSource(id, rev);
  return true;
}
