import type { Aggregation, Aggregations, BucketOrder } from './dsl-ast.js';
import { timeZoneOffsetMs } from '../../../domain/time-zone-offset.js';
import { formatInstant } from './date-values.js';
import { EsQueryError } from './es-query-error.js';
import { effectiveType, resolveField, type FieldType } from './risk-event-mapping.js';
import type { SqlDialect } from './sql-dialect.js';
import { EVENT_ALIAS, EVENT_TABLE, queryToSql } from './sql-where.js';

type Row = Record<string, unknown>;
export type RunSql = (sql: string) => Promise<Row[]>;
type Result = Record<string, unknown>;
type BucketAgg = Extract<Aggregation, { kind: 'terms' | 'multi_terms' | 'date_histogram' }>;

/** One grouping column of a level: its SQL expression and how its values become bucket keys. */
interface KeyDef {
  expression: string;
  type: FieldType;
  array: boolean;
  /** date_histogram: local bucket number → bucket start. */
  histogram?: Histogram;
}

interface Histogram {
  unitMs: number;
  timeZone: string;
}

interface Scope {
  keys: KeyDef[];
  conditions: string[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MAX_BUCKETS = 65_536;

/**
 * Runs the aggregations of a search: one SQL statement per bucket aggregation level (grouping by
 * the keys of its ancestors and its own), with the metrics of each level computed in the same
 * statement. `where` is the realm-scoped query condition.
 */
export async function runAggregations(
  aggs: Aggregations,
  where: string,
  dialect: SqlDialect,
  run: RunSql,
  now: number,
): Promise<Result> {
  const root: Result = {};
  const context = { dialect, run, now, where };
  await evaluate(aggs, { keys: [], conditions: [] }, new Map([['[]', root]]), false, context);
  return root;
}

interface Context {
  dialect: SqlDialect;
  run: RunSql;
  now: number;
  where: string;
}

async function evaluate(
  aggs: Aggregations,
  scope: Scope,
  containers: Map<string, Result>,
  metricsDone: boolean,
  context: Context,
): Promise<void> {
  const entries = Object.entries(aggs);
  if (!metricsDone) {
    const metrics = entries.filter(([, agg]) => agg.kind === 'avg' || agg.kind === 'cardinality');
    if (metrics.length > 0) {
      const rows = await context.run(levelSql(scope, [], metrics, context, undefined));
      for (const row of rows) {
        const container = containers.get(tupleKey(row, scope.keys.length, 0));
        if (container) assignMetrics(container, row, metrics);
      }
      fillMissing(containers, Object.fromEntries(metrics));
    }
  }
  for (const [name, agg] of entries) {
    if (agg.kind === 'filter') await evaluateFilter(name, agg, scope, containers, context);
    else if (agg.kind !== 'avg' && agg.kind !== 'cardinality') {
      await evaluateBuckets(name, agg, scope, containers, context);
    }
  }
}

function metricChildren(aggs: Aggregations): [string, Aggregation][] {
  return Object.entries(aggs).filter(([, agg]) => agg.kind === 'avg' || agg.kind === 'cardinality');
}

async function evaluateFilter(
  name: string,
  agg: Extract<Aggregation, { kind: 'filter' }>,
  scope: Scope,
  containers: Map<string, Result>,
  context: Context,
): Promise<void> {
  const childScope: Scope = {
    keys: scope.keys,
    conditions: [...scope.conditions, queryToSql(agg.query, context.dialect, context.now)],
  };
  const metrics = metricChildren(agg.aggs);
  const rows = await context.run(levelSql(childScope, [], metrics, context, undefined));
  const children = new Map<string, Result>();
  for (const row of rows) {
    const key = tupleKey(row, scope.keys.length, 0);
    const container = containers.get(key);
    if (!container) continue;
    const bucket: Result = { doc_count: Number(row.doc_count) };
    assignMetrics(bucket, row, metrics);
    container[name] = bucket;
    children.set(key, bucket);
  }
  for (const [key, container] of containers) {
    if (container[name] === undefined) {
      const bucket = emptyResult(agg) as Result;
      container[name] = bucket;
      children.set(key, bucket);
    }
  }
  await evaluate(agg.aggs, childScope, children, true, context);
}

async function evaluateBuckets(
  name: string,
  agg: BucketAgg,
  scope: Scope,
  containers: Map<string, Result>,
  context: Context,
): Promise<void> {
  const own = await ownKeys(agg, scope, context);
  if (!own) {
    fillMissing(containers, { [name]: agg });
    return;
  }
  const metrics = metricChildren(agg.aggs);
  const window = agg.kind === 'date_histogram' ? undefined : agg;
  const rows = await context.run(levelSql(scope, own, metrics, context, window));
  const parentCount = scope.keys.length;
  const children = new Map<string, Result>();
  const byParent = new Map<string, { container: Result; rows: Row[] }>();
  for (const row of rows) {
    const parentKey = tupleKey(row, parentCount, 0);
    const container = containers.get(parentKey);
    if (!container) continue;
    let group = byParent.get(parentKey);
    if (!group) byParent.set(parentKey, (group = { container, rows: [] }));
    group.rows.push(row);
  }
  for (const [parentKey, { container, rows: groupRows }] of byParent) {
    const buckets: Result[] = [];
    const register = (bucket: Result, ownValues: unknown[]) => {
      buckets.push(bucket);
      const parentValues = JSON.parse(parentKey) as unknown[];
      children.set(JSON.stringify([...parentValues, ...ownValues]), bucket);
    };
    if (agg.kind === 'date_histogram') {
      histogramBuckets(agg, own[0]!, groupRows, parentCount, metrics, register);
      container[name] = { buckets };
    } else {
      let returned = 0;
      let total = 0;
      for (const row of groupRows) {
        total = Number(row.total_count);
        const values = own.map((_, index) => keyValue(row[`k${parentCount + index}`]));
        const bucket = bucketOf(agg, own, values, Number(row.doc_count));
        assignMetrics(bucket, row, metrics);
        returned += Number(row.doc_count);
        register(bucket, values);
      }
      container[name] = {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: total - returned,
        buckets,
      };
    }
  }
  fillMissing(containers, { [name]: agg });
  for (const bucket of children.values())
    fillMissing(new Map([['', bucket]]), Object.fromEntries(metrics));
  await evaluate(
    agg.aggs,
    { keys: [...scope.keys, ...own], conditions: scope.conditions },
    children,
    true,
    context,
  );
}

function bucketOf(agg: BucketAgg, own: KeyDef[], values: unknown[], docCount: number): Result {
  if (agg.kind === 'multi_terms') {
    const keys = values.map((value, index) => termKey(value, own[index]!.type).key);
    return {
      key: keys,
      key_as_string: values.map((value, index) => keyString(value, own[index]!.type)).join('|'),
      doc_count: docCount,
    };
  }
  const { key, asString } = termKey(values[0], own[0]!.type);
  return asString === undefined
    ? { key, doc_count: docCount }
    : { key, key_as_string: asString, doc_count: docCount };
}

function termKey(value: unknown, type: FieldType): { key: unknown; asString?: string } {
  if (type === 'boolean') return { key: value ? 1 : 0, asString: value ? 'true' : 'false' };
  if (type === 'date') return { key: value, asString: formatInstant(Number(value), 0) };
  return { key: value };
}

function keyString(value: unknown, type: FieldType): string {
  return termKey(value, type).asString ?? String(value);
}

function histogramBuckets(
  agg: Extract<Aggregation, { kind: 'date_histogram' }>,
  key: KeyDef,
  rows: Row[],
  parentCount: number,
  metrics: [string, Aggregation][],
  register: (bucket: Result, ownValues: unknown[]) => void,
): void {
  const { unitMs, timeZone } = key.histogram!;
  const byNumber = new Map(rows.map((row) => [Number(row[`k${parentCount}`]), row]));
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  if (numbers.length === 0) return;
  const list =
    agg.minDocCount === 0
      ? Array.from({ length: numbers.at(-1)! - numbers[0]! + 1 }, (_, index) => numbers[0]! + index)
      : numbers;
  for (const number of list) {
    const row = byNumber.get(number);
    const docCount = row ? Number(row.doc_count) : 0;
    if (docCount < agg.minDocCount) continue;
    const start = localToInstant(number * unitMs, timeZone);
    const bucket: Result = {
      key_as_string: formatInstant(start, timeZoneOffsetMs(timeZone, start)),
      key: start,
      doc_count: docCount,
    };
    if (row) assignMetrics(bucket, row, metrics);
    register(bucket, [number]);
  }
}

/** The instant at which a time zone's wall clock shows `local` (epoch ms of the wall time). */
function localToInstant(local: number, timeZone: string): number {
  const first = local - timeZoneOffsetMs(timeZone, local);
  return local - timeZoneOffsetMs(timeZone, first);
}

/** The grouping columns an aggregation adds; undefined when its field is unmapped (no buckets). */
async function ownKeys(
  agg: BucketAgg,
  scope: Scope,
  context: Context,
): Promise<KeyDef[] | undefined> {
  const fields = agg.kind === 'multi_terms' ? agg.fields : [agg.field];
  const keys: KeyDef[] = [];
  for (const name of fields) {
    const resolved = resolveField(name);
    if (!resolved || resolved.nested) return undefined;
    const type = effectiveType(resolved);
    const column = `${EVENT_ALIAS}.${resolved.field.column}`;
    if (type === 'text') {
      throw new EsQueryError(
        `Text fields are not optimised for operations that require per-document field data: use [${name}.keyword]`,
      );
    }
    if (resolved.field.array && agg.kind !== 'terms')
      throw EsQueryError.unsupportedAggregation(`${agg.kind} on array field ${name}`);
    if (agg.kind === 'date_histogram') {
      if (type !== 'date')
        throw new EsQueryError(
          `Field [${name}] of type [${type}] is not supported for aggregation [date_histogram]`,
        );
      const histogram = {
        unitMs: agg.interval === 'day' ? DAY_MS : HOUR_MS,
        timeZone: agg.timeZone,
      };
      const offset = await offsetExpression(column, histogram, scope, context);
      keys.push({
        expression: `floor((${column} + ${offset}) / ${histogram.unitMs})`,
        type,
        array: false,
        histogram,
      });
    } else {
      keys.push({
        expression: resolved.field.array ? `unnest(${column})` : column,
        type,
        array: resolved.field.array === true,
      });
    }
  }
  return keys;
}

/**
 * The zone offset of each event as SQL: a constant, or a CASE over the zone's transitions between
 * the first and last matching event (found first), so that days and hours follow daylight saving.
 */
async function offsetExpression(
  column: string,
  histogram: Histogram,
  scope: Scope,
  context: Context,
): Promise<string> {
  const [range] = await context.run(
    `SELECT min(${column}) AS lo, max(${column}) AS hi FROM ${EVENT_TABLE} ${EVENT_ALIAS} WHERE ${conditions(scope, context)}`,
  );
  if (range?.lo === null || range?.lo === undefined) return '0';
  const lo = Number(range.lo);
  const hi = Number(range.hi);
  if ((hi - lo) / histogram.unitMs > MAX_BUCKETS) {
    throw new EsQueryError(
      `Trying to create too many buckets. Must be less than or equal to: [${MAX_BUCKETS}]`,
    );
  }
  const transitions: { at: number; offset: number }[] = [];
  let offset = timeZoneOffsetMs(histogram.timeZone, lo);
  const first = offset;
  for (let probe = lo; probe < hi;) {
    const next = Math.min(probe + 6 * HOUR_MS, hi);
    const nextOffset = timeZoneOffsetMs(histogram.timeZone, next);
    if (nextOffset !== offset) {
      let low = probe;
      let high = next;
      while (high - low > 1000) {
        const middle = Math.floor((low + high) / 2);
        if (timeZoneOffsetMs(histogram.timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      transitions.push({ at: high - (high % 1000), offset: nextOffset });
      offset = nextOffset;
    }
    probe = next;
  }
  if (transitions.length === 0) return String(first);
  const cases = transitions.map(
    (transition, index) =>
      `WHEN ${column} < ${transition.at} THEN ${index === 0 ? first : transitions[index - 1]!.offset}`,
  );
  return `(CASE ${cases.join(' ')} ELSE ${transitions.at(-1)!.offset} END)`;
}

function conditions(scope: Scope, context: Context): string {
  return [context.where, ...scope.conditions].map((part) => `(${part})`).join(' AND ');
}

function levelSql(
  scope: Scope,
  own: KeyDef[],
  metrics: [string, Aggregation][],
  context: Context,
  window: Extract<Aggregation, { kind: 'terms' | 'multi_terms' }> | undefined,
): string {
  const keys = [...scope.keys, ...own];
  const distinct = keys.some((key) => key.array) ? 'DISTINCT ' : '';
  const inner = [
    `${EVENT_ALIAS}.rid AS rid`,
    ...keys.map((key, index) => `${key.expression} AS k${index}`),
    ...metrics.map(([, agg], index) => `${metricColumn(agg)} AS m${index}`),
  ];
  const names = keys.map((_, index) => `k${index}`);
  const ownNames = names.slice(scope.keys.length);
  const outer = [
    ...names,
    'count(*) AS doc_count',
    ...metrics.map(
      ([, agg], index) =>
        (agg.kind === 'avg' ? `avg(m${index})` : `count(DISTINCT m${index})`) + ` AS m${index}`,
    ),
  ];
  const notNull = ownNames.map((name) => `${name} IS NOT NULL`);
  let sql =
    `SELECT ${outer.join(', ')} FROM (SELECT ${distinct}${inner.join(', ')} FROM ${EVENT_TABLE} ${EVENT_ALIAS} WHERE ${conditions(scope, context)}) s` +
    (notNull.length > 0 ? ` WHERE ${notNull.join(' AND ')}` : '') +
    (names.length > 0 ? ` GROUP BY ${names.join(', ')}` : '');
  if (!window) return names.length > 0 ? `${sql} ORDER BY ${names.join(', ')}` : sql;
  const partition =
    scope.keys.length > 0 ? `PARTITION BY ${names.slice(0, scope.keys.length).join(', ')} ` : '';
  const order = orderBy(window.order, ownNames, own, context.dialect);
  sql = `SELECT *, row_number() OVER (${partition}ORDER BY ${order}) AS rn, sum(doc_count) OVER (${partition.trim()}) AS total_count FROM (${sql}${window.minDocCount > 1 ? ` HAVING count(*) >= ${window.minDocCount}` : ''}) g`;
  return `SELECT * FROM (${sql}) w WHERE rn <= ${window.size} ORDER BY ${[...names.slice(0, scope.keys.length), 'rn'].join(', ')}`;
}

function orderBy(order: BucketOrder, names: string[], own: KeyDef[], dialect: SqlDialect): string {
  const byKey = (direction: string) =>
    names.map((name, index) => {
      const collation = own[index]?.type === 'keyword' ? dialect.binaryCollation : '';
      return `${name}${collation} ${direction}`;
    });
  if (order.by === '_key') return byKey(order.direction.toUpperCase()).join(', ');
  return [`doc_count ${order.direction.toUpperCase()}`, ...byKey('ASC')].join(', ');
}

function metricColumn(agg: Aggregation): string {
  if (agg.kind !== 'avg' && agg.kind !== 'cardinality') throw new Error('not a metric');
  const resolved = resolveField(agg.field);
  if (!resolved || resolved.nested) return 'NULL';
  const type = effectiveType(resolved);
  if (type === 'text') {
    throw new EsQueryError(
      `Text fields are not optimised for operations that require per-document field data: use [${agg.field}.keyword]`,
    );
  }
  if (resolved.field.array)
    throw EsQueryError.unsupportedAggregation(`${agg.kind} on array field ${agg.field}`);
  if (agg.kind === 'avg' && type !== 'double' && type !== 'date') {
    throw new EsQueryError(
      `Field [${agg.field}] of type [${type}] is not supported for aggregation [avg]`,
    );
  }
  return `${EVENT_ALIAS}.${resolved.field.column}`;
}

function assignMetrics(target: Result, row: Row, metrics: [string, Aggregation][]): void {
  metrics.forEach(([name, agg], index) => {
    const value = row[`m${index}`];
    if (agg.kind === 'avg')
      target[name] = { value: value === null || value === undefined ? null : Number(value) };
    else target[name] = { value: Number(value ?? 0) };
  });
}

function emptyResult(agg: Aggregation): unknown {
  switch (agg.kind) {
    case 'terms':
    case 'multi_terms':
      return { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] };
    case 'date_histogram':
      return { buckets: [] };
    case 'filter': {
      const result: Result = { doc_count: 0 };
      for (const [name, sub] of Object.entries(agg.aggs)) result[name] = emptyResult(sub);
      return result;
    }
    case 'avg':
      return { value: null };
    case 'cardinality':
      return { value: 0 };
  }
}

function fillMissing(containers: Map<string, Result>, aggs: Aggregations): void {
  for (const container of containers.values()) {
    for (const [name, agg] of Object.entries(aggs)) {
      if (container[name] === undefined) container[name] = emptyResult(agg);
    }
  }
}

function keyValue(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

function tupleKey(row: Row, count: number, offset: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, index) => keyValue(row[`k${offset + index}`])),
  );
}
