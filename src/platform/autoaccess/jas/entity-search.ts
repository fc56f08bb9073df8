import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';

const MAX_SEARCH_SIZE = 100;

const SEARCH_KEYS = new Set(['query', 'sort', 'size', 'from', 'track_total_hits', 'search_after']);

type SortValue = string | number | boolean | null;
const sortValue = z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]);
const order = z.enum(['asc', 'desc']);

const searchSchema = z.object({
  query: z.record(z.string(), z.unknown()).optional(),
  sort: z
    .array(z.record(z.string(), z.union([order, z.object({ order })])))
    .max(5)
    .optional(),
  size: z.number().int().min(0).max(MAX_SEARCH_SIZE).default(10),
  from: z.number().int().min(0).max(10_000).default(0),
  track_total_hits: z.boolean().optional(),
  search_after: z.array(sortValue).max(6).optional(),
});

export interface SearchDocument {
  _id: string;
  _source: Record<string, unknown>;
}

export interface SearchHits {
  hits: {
    total: { value: number; relation: 'eq' };
    hits: { _id: string; _source: Record<string, unknown>; sort: SortValue[] }[];
  };
}

const unsupported = (name: string) => badRequest(`unsupported query: ${name}`);

function fieldOf(doc: SearchDocument, field: string): unknown {
  return field === '_id' ? doc._id : doc._source[field];
}

function singleEntry(value: unknown, construct: string): [string, unknown] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw unsupported(construct);
  }
  const entries = Object.entries(value);
  if (entries.length !== 1) throw unsupported(construct);
  return entries[0]!;
}

function wildcardRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  const escaped = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '.*')
    .replaceAll('?', '.');
  return new RegExp(`^${escaped}$`, caseInsensitive ? 'is' : 's');
}

const wildcardSpec = z.union([
  z.string().max(1024),
  z.object({ value: z.string().max(1024), case_insensitive: z.boolean().optional() }),
]);
const termSpec = z.union([sortValue, z.object({ value: sortValue })]);

type Predicate = (doc: SearchDocument) => boolean;

/** The queries this service answers: `match_all`, `wildcard` and `term` on one field. */
function compileQuery(query: Record<string, unknown> | undefined): Predicate {
  if (query === undefined) return () => true;
  const [construct, spec] = singleEntry(query, 'query');
  switch (construct) {
    case 'match_all':
      return () => true;
    case 'wildcard': {
      const [field, raw] = singleEntry(spec, 'wildcard');
      const parsed = parseInput(wildcardSpec, raw, 'wildcard query');
      const { value, case_insensitive } =
        typeof parsed === 'string' ? { value: parsed, case_insensitive: false } : parsed;
      const pattern = wildcardRegExp(value, case_insensitive ?? false);
      return (doc) => {
        const actual = fieldOf(doc, field);
        return typeof actual === 'string' && pattern.test(actual);
      };
    }
    case 'term': {
      const [field, raw] = singleEntry(spec, 'term');
      const parsed = parseInput(termSpec, raw, 'term query');
      const value = typeof parsed === 'object' && parsed !== null ? parsed.value : parsed;
      return (doc) => fieldOf(doc, field) === value;
    }
    default:
      throw unsupported(construct);
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function toSortValue(value: unknown): SortValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

/**
 * Answers an Elasticsearch-style search over a small set of documents in memory: one query, a
 * sort on several fields (ties broken by `_id`), `from`/`size` and `search_after` paging.
 */
export function searchDocuments(
  documents: SearchDocument[],
  body: unknown,
  defaultSort: string,
): SearchHits {
  const raw = body ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Invalid search body');
  for (const key of Object.keys(raw)) if (!SEARCH_KEYS.has(key)) throw unsupported(key);
  const search = parseInput(searchSchema, raw, 'search');
  const matches = compileQuery(search.query);
  const keys = (search.sort ?? [{ [defaultSort]: 'asc' as const }]).map((entry) => {
    const [field, spec] = Object.entries(entry)[0] ?? [defaultSort, 'asc'];
    return { field, descending: (typeof spec === 'string' ? spec : spec.order) === 'desc' };
  });
  if (!keys.some((key) => key.field === '_id')) keys.push({ field: '_id', descending: false });

  const sortOf = (doc: SearchDocument) => keys.map((key) => toSortValue(fieldOf(doc, key.field)));
  const compare = (a: readonly SortValue[], b: readonly SortValue[]) => {
    for (const [index, key] of keys.entries()) {
      if (index >= a.length || index >= b.length) return 0;
      const missingFirst = a[index] === null || b[index] === null;
      const order = compareValues(a[index]!, b[index]!);
      if (order !== 0) return key.descending && !missingFirst ? -order : order;
    }
    return 0;
  };
  const sorted = documents
    .filter(matches)
    .map((doc) => ({ doc, sort: sortOf(doc) }))
    .sort((a, b) => compare(a.sort, b.sort));
  const after = search.search_after;
  const remaining = after ? sorted.filter((hit) => compare(hit.sort, after) > 0) : sorted;
  const page = remaining.slice(search.from, search.from + search.size);
  return {
    hits: {
      total: { value: sorted.length, relation: 'eq' },
      hits: page.map(({ doc, sort }) => ({ _id: doc._id, _source: doc._source, sort })),
    },
  };
}
