import type { Aggregation, Aggregations, BucketOrder, SearchBody, SortKey } from './dsl-ast.js';
import {
  Budget,
  DSL_LIMITS,
  expectInteger,
  expectObject,
  expectString,
  isObject,
  onlyKeys,
  singleEntry,
  type JsonObject,
} from './dsl-input.js';
import { EsQueryError } from './es-query-error.js';
import { parseQuery } from './parse-query.js';

const unsupportedAgg = (name: string) => EsQueryError.unsupportedAggregation(name);

const BODY_KEYS = [
  'query',
  'aggs',
  'aggregations',
  'sort',
  'size',
  'from',
  'search_after',
  'track_total_hits',
];

/** Parses and bounds a search body (`query`, `aggs`, `sort`, paging, totals). */
export function parseSearchBody(value: unknown): SearchBody {
  const body = expectObject(value ?? {}, 'body');
  onlyKeys(body, BODY_KEYS, (key) => EsQueryError.unsupportedQuery(key));
  const budget = new Budget();
  const size =
    body.size === undefined ? 10 : expectInteger(body.size, 'size', 0, DSL_LIMITS.maxResultWindow);
  const from =
    body.from === undefined ? 0 : expectInteger(body.from, 'from', 0, DSL_LIMITS.maxResultWindow);
  if (from + size > DSL_LIMITS.maxResultWindow) {
    throw new EsQueryError(
      `Result window is too large, from + size must be less than or equal to: [${DSL_LIMITS.maxResultWindow}]`,
    );
  }
  const sort = parseSort(body.sort);
  let searchAfter: unknown[] | undefined;
  if (body.search_after !== undefined) {
    if (!Array.isArray(body.search_after))
      throw new EsQueryError('[search_after] must be an array');
    if (from > 0)
      throw new EsQueryError('[from] parameter must be set to 0 when [search_after] is used');
    if (body.search_after.length !== sort.length || sort.length === 0) {
      throw new EsQueryError('search_after has a different number of values than the sort');
    }
    searchAfter = body.search_after;
  }
  const trackTotalHits = parseTrackTotalHits(body.track_total_hits);
  const aggsValue = body.aggs ?? body.aggregations;
  return {
    query: body.query === undefined ? { kind: 'match_all' } : parseQuery(body.query, budget),
    aggs: aggsValue === undefined ? {} : parseAggregations(aggsValue, budget, 1),
    sort,
    size,
    from,
    searchAfter,
    trackTotalHits,
  };
}

function parseTrackTotalHits(value: unknown): boolean | number {
  if (value === undefined) return DSL_LIMITS.maxResultWindow;
  if (typeof value === 'boolean') return value;
  return expectInteger(value, 'track_total_hits', 0, Number.MAX_SAFE_INTEGER);
}

function parseSort(value: unknown): SortKey[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 16) throw new EsQueryError('[sort] has more than 16 keys');
  const keys: SortKey[] = [];
  for (const entry of list) {
    if (typeof entry === 'string') {
      keys.push({ field: entry, direction: entry === '_score' ? 'desc' : 'asc' });
      continue;
    }
    for (const [field, spec] of Object.entries(expectObject(entry, 'sort'))) {
      let order: unknown = spec;
      if (isObject(spec)) {
        onlyKeys(spec, ['order'], (key) => EsQueryError.unsupportedQuery(`sort.${key}`));
        order = spec.order ?? (field === '_score' ? 'desc' : 'asc');
      }
      if (order !== 'asc' && order !== 'desc') {
        throw new EsQueryError(`[sort.${field}] order must be asc or desc`);
      }
      keys.push({ field, direction: order });
    }
  }
  return keys;
}

function parseAggregations(value: unknown, budget: Budget, depth: number): Aggregations {
  const aggs: Aggregations = {};
  for (const [name, spec] of Object.entries(expectObject(value, 'aggs'))) {
    if (!/^[^[\]>]+$/.test(name) || name === '__proto__') {
      throw new EsQueryError(`invalid aggregation name [${name}]`);
    }
    aggs[name] = parseAggregation(expectObject(spec, name), budget, depth);
  }
  return aggs;
}

function parseAggregation(spec: JsonObject, budget: Budget, depth: number): Aggregation {
  budget.enter(depth);
  const { aggs: subValue, aggregations, meta: _meta, ...rest } = spec;
  const [kind, body] = singleEntry(rest, 'aggregation');
  const sub = subValue ?? aggregations;
  const subAggs = () => (sub === undefined ? {} : parseAggregations(sub, budget, depth + 1));
  const object = kind === 'filter' ? {} : expectObject(body, kind);
  switch (kind) {
    case 'terms':
      onlyKeys(object, ['field', 'size', 'order', 'min_doc_count'], (key) =>
        unsupportedAgg(`terms.${key}`),
      );
      return {
        kind,
        field: expectString(object.field, 'terms.field'),
        size: sizeOf(object.size, 'terms.size'),
        order: parseOrder(object.order),
        minDocCount: minDocCountOf(object.min_doc_count, 1),
        aggs: subAggs(),
      };
    case 'multi_terms': {
      onlyKeys(object, ['terms', 'size', 'order', 'min_doc_count'], (key) =>
        unsupportedAgg(`multi_terms.${key}`),
      );
      if (!Array.isArray(object.terms) || object.terms.length < 2) {
        throw new EsQueryError('[multi_terms.terms] needs at least two fields');
      }
      const fields = object.terms.map((term, index) => {
        const entry = expectObject(term, `multi_terms.terms[${index}]`);
        onlyKeys(entry, ['field'], (key) => unsupportedAgg(`multi_terms.terms.${key}`));
        return expectString(entry.field, `multi_terms.terms[${index}].field`);
      });
      return {
        kind,
        fields,
        size: sizeOf(object.size, 'multi_terms.size'),
        order: parseOrder(object.order),
        minDocCount: minDocCountOf(object.min_doc_count, 1),
        aggs: subAggs(),
      };
    }
    case 'date_histogram': {
      onlyKeys(object, ['field', 'calendar_interval', 'time_zone', 'min_doc_count'], (key) =>
        unsupportedAgg(`date_histogram.${key}`),
      );
      const interval = object.calendar_interval;
      const normalized = interval === '1d' ? 'day' : interval === '1h' ? 'hour' : interval;
      if (normalized !== 'day' && normalized !== 'hour') {
        throw unsupportedAgg(`date_histogram.calendar_interval ${String(interval)}`);
      }
      const timeZone =
        object.time_zone === undefined ? 'UTC' : expectString(object.time_zone, 'time_zone');
      if (!isTimeZone(timeZone)) throw new EsQueryError(`unknown time zone [${timeZone}]`);
      return {
        kind,
        field: expectString(object.field, 'date_histogram.field'),
        interval: normalized,
        timeZone,
        minDocCount: minDocCountOf(object.min_doc_count, 0),
        aggs: subAggs(),
      };
    }
    case 'filter':
      return { kind, query: parseQuery(body, budget, depth + 1), aggs: subAggs() };
    case 'avg':
    case 'cardinality':
      if (sub !== undefined) throw unsupportedAgg(`${kind} with sub-aggregations`);
      onlyKeys(object, ['field'], (key) => unsupportedAgg(`${kind}.${key}`));
      return { kind, field: expectString(object.field, `${kind}.field`) };
    default:
      throw unsupportedAgg(kind);
  }
}

function sizeOf(value: unknown, what: string): number {
  return value === undefined ? 10 : expectInteger(value, what, 1, DSL_LIMITS.maxResultWindow);
}

function minDocCountOf(value: unknown, fallback: number): number {
  return value === undefined ? fallback : expectInteger(value, 'min_doc_count', 0, 2 ** 31);
}

function parseOrder(value: unknown): BucketOrder {
  if (value === undefined) return { by: '_count', direction: 'desc' };
  const [by, direction] = singleEntry(
    Array.isArray(value) && value.length === 1 ? value[0] : value,
    'order',
  );
  if (by !== '_count' && by !== '_key') throw unsupportedAgg(`order by ${by}`);
  if (direction !== 'asc' && direction !== 'desc') {
    throw new EsQueryError('[order] direction must be asc or desc');
  }
  return { by, direction };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
