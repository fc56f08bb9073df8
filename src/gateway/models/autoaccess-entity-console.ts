import type { EntitySearchIndex } from '../../domain/autoaccess/entity-console.js';
import type {
  EntityAggregation,
  EntityDefinition,
  EntityField,
  EntitySearchResult,
} from '../generated/resolvers-types.js';
import type { AutoAccessJas } from '../upstream/autoaccess-jas.js';
import { UpstreamError } from '../upstream/errors.js';

const MAX_ANSWER_CHARS = 500_000;
const MAX_FIELDS_PER_HIT = 60;
const MAX_VALUE_CHARS = 500;

export async function loadEntityDefinitions(jas: AutoAccessJas): Promise<EntityDefinition[]> {
  const { result } = await jas.entityDefinitions();
  return result.map((definition) => ({
    id: `${definition.namespace}/${definition.name}/${definition.version}`,
    namespace: definition.namespace,
    name: definition.name,
    version: definition.version,
    latest: definition.latest,
    properties: Object.entries(definition._meta.properties).map(([name, property]) => ({
      name,
      type: property.type ?? null,
      description: property.description ?? null,
    })),
  }));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a document as dotted paths; arrays and empty objects stay whole, as JSON. */
function leaves(value: unknown, path: string, into: EntityField[]): void {
  if (into.length >= MAX_FIELDS_PER_HIT) return;
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, path ? `${path}.${key}` : key, into);
    }
    return;
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  into.push({ name: path, value: text.slice(0, MAX_VALUE_CHARS) });
}

function hitsOf(answer: Record<string, unknown>) {
  const hits = isRecord(answer.hits) ? answer.hits : {};
  const list = Array.isArray(hits.hits) ? (hits.hits as unknown[]) : [];
  const total =
    isRecord(hits.total) && typeof hits.total.value === 'number' ? hits.total.value : null;
  return {
    total,
    hits: list.filter(isRecord).map((hit) => {
      const fields: EntityField[] = [];
      leaves(hit._source, '', fields);
      return { id: typeof hit._id === 'string' ? hit._id : '', fields };
    }),
  };
}

function aggregationsOf(answer: Record<string, unknown>): EntityAggregation[] {
  if (!isRecord(answer.aggregations)) return [];
  return Object.entries(answer.aggregations).flatMap(([name, aggregation]) => {
    if (!isRecord(aggregation)) return [];
    const buckets = Array.isArray(aggregation.buckets) ? aggregation.buckets : [];
    return [
      {
        name,
        value: typeof aggregation.value === 'number' ? aggregation.value : null,
        buckets: buckets.filter(isRecord).map((bucket) => ({
          key: typeof bucket.key === 'string' ? bucket.key : JSON.stringify(bucket.key),
          count: typeof bucket.doc_count === 'number' ? bucket.doc_count : 0,
        })),
      },
    ];
  });
}

const INLINE_REFUSALS = new Set([400, 403]);

/**
 * Runs the console's search and measures it; a query the service refuses (400, such as an
 * unsupported construct, or 403, an index the caller's role may not search) is an answer carrying
 * the service's words, not a failure.
 */
export async function runEntitySearch(
  jas: AutoAccessJas,
  input: { index: EntitySearchIndex; query: string },
  now: () => number = () => performance.now(),
): Promise<EntitySearchResult> {
  const started = now();
  try {
    const answer = await jas.searchIndex(
      input.index,
      JSON.parse(input.query) as Record<string, unknown>,
    );
    const tookMs = Math.round(now() - started);
    const text = JSON.stringify(answer, null, 2);
    return {
      answer: text.slice(0, MAX_ANSWER_CHARS),
      answerTruncated: text.length > MAX_ANSWER_CHARS,
      error: null,
      tookMs,
      ...hitsOf(answer),
      aggregations: aggregationsOf(answer),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError) || !INLINE_REFUSALS.has(error.status)) throw error;
    return {
      answer: null,
      answerTruncated: false,
      error: error.message,
      tookMs: Math.round(now() - started),
      total: null,
      hits: [],
      aggregations: [],
    };
  }
}
