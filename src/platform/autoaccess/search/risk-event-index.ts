import { join } from 'node:path';
import {
  RISK_EVENT_INDEX,
  riskEventSchema,
  riskRealmPath,
  type RiskEvent,
} from '../../../domain/autoaccess/risk-event.js';
import type { SearchBody, SortKey } from './dsl-ast.js';
import { parseDateValue } from './date-values.js';
import { openDuckdbEventStore } from './duckdb-event-store.js';
import { EsQueryError } from './es-query-error.js';
import type { EsHit, EsSearchResponse } from './es-search-response.js';
import type { EventStore } from './event-store.js';
import { parseSearchBody } from './parse-search-body.js';
import { effectiveType, resolveField, type FieldType } from './risk-event-mapping.js';
import { toEventRow } from './risk-event-rows.js';
import { runAggregations } from './sql-aggregations.js';
import { numberLiteral, stringLiteral, type SqlDialect } from './sql-dialect.js';
import { EVENT_ALIAS, EVENT_TABLE, queryToSql } from './sql-where.js';

export interface RiskEventIndex {
  /** Runs an Elasticsearch search body over the realm's events only. */
  search(realm: string, body: unknown): Promise<EsSearchResponse>;
  /** Validates and stores scored events; an event whose eventId is already stored replaces it. */
  insert(realm: string, docs: readonly unknown[]): Promise<void>;
  clear(realm: string): Promise<void>;
  close(): Promise<void>;
}

export interface RiskEventIndexOptions {
  /** The platform's DATA_DIR: the index lives in `<dataDir>/risk-index.duckdb`; `memory://` keeps it in memory. */
  dataDir: string;
  /** Evaluates `now` in date math; tests pin it. */
  now?: () => number;
}

export async function createRiskEventIndex(
  options: RiskEventIndexOptions,
): Promise<RiskEventIndex> {
  const path = options.dataDir.startsWith('memory://')
    ? ':memory:'
    : join(options.dataDir, 'risk-index.duckdb');
  return riskEventIndexOver(await openDuckdbEventStore(path), options.now ?? Date.now);
}

export function riskEventIndexOver(
  store: EventStore,
  now: () => number = Date.now,
): RiskEventIndex {
  return {
    search: async (realm, body) =>
      search(store, riskRealmPath(realm), parseSearchBody(body), now()),
    async insert(realm, docs) {
      const path = riskRealmPath(realm);
      const rows = docs.map((doc, index) => {
        const parsed = riskEventSchema.safeParse(doc);
        if (!parsed.success)
          throw new EsQueryError(
            `document ${index}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
          );
        // The stored _source is the document as sent (fields beyond the mapping included).
        const event = { ...(doc as RiskEvent), realm: path };
        return toEventRow(event);
      });
      await store.insert(path, rows);
    },
    clear: (realm) => store.clear(riskRealmPath(realm)),
    close: () => store.close(),
  };
}

interface SortColumn {
  key: SortKey;
  column: string;
  type: FieldType | 'doc';
}

function sortColumns(sort: SortKey[]): SortColumn[] {
  return sort.map((key) => {
    if (key.field === '_doc') return { key, column: `${EVENT_ALIAS}.rid`, type: 'doc' as const };
    if (key.field === '_score') throw EsQueryError.unsupportedQuery('sort on _score');
    const resolved = resolveField(key.field);
    if (!resolved || resolved.nested) {
      throw new EsQueryError(`No mapping found for [${key.field}] in order to sort on`);
    }
    const type = effectiveType(resolved);
    if (type === 'text') {
      throw new EsQueryError(
        `Text fields are not optimised for operations that require per-document field data: use [${key.field}.keyword]`,
      );
    }
    if (resolved.field.array)
      throw EsQueryError.unsupportedQuery(`sort on array field ${key.field}`);
    return { key, column: `${EVENT_ALIAS}.${resolved.field.column}`, type };
  });
}

function orderClause(columns: SortColumn[], dialect: SqlDialect): string {
  const parts = columns.map(({ key, column, type }) => {
    const collation = type === 'keyword' ? dialect.binaryCollation : '';
    return `${column}${collation} ${key.direction.toUpperCase()} NULLS LAST`;
  });
  return [...parts, `${EVENT_ALIAS}.rid ASC`].join(', ');
}

function afterLiteral(value: unknown, column: SortColumn): string | null {
  if (value === null || value === undefined) return null;
  const field = column.key.field;
  switch (column.type) {
    case 'doc':
    case 'double':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new EsQueryError(`search_after value for [${field}] must be a number`);
      }
      return numberLiteral(value);
    case 'date':
      if (typeof value !== 'number' && typeof value !== 'string') {
        throw new EsQueryError(`search_after value for [${field}] must be a date`);
      }
      return numberLiteral(parseDateValue(value, field));
    case 'boolean':
      if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
      if (value === 1 || value === 0) return value === 1 ? 'TRUE' : 'FALSE';
      throw new EsQueryError(`search_after value for [${field}] must be a boolean`);
    default:
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new EsQueryError(`search_after value for [${field}] must be a string`);
      }
      return stringLiteral(String(value));
  }
}

/** Rows strictly after the search_after tuple in sort order (missing values last). */
function searchAfterCondition(
  columns: SortColumn[],
  values: unknown[],
  dialect: SqlDialect,
): string {
  const alternatives: string[] = [];
  const equal: string[] = [];
  columns.forEach((column, index) => {
    const literal = afterLiteral(values[index], column);
    const collation = column.type === 'keyword' ? dialect.binaryCollation : '';
    const subject = `${column.column}${collation}`;
    if (literal !== null) {
      const operator = column.key.direction === 'asc' ? '>' : '<';
      alternatives.push(
        [...equal, `(${subject} ${operator} ${literal} OR ${column.column} IS NULL)`].join(' AND '),
      );
      equal.push(`${subject} = ${literal}`);
    } else {
      equal.push(`${column.column} IS NULL`);
    }
  });
  return alternatives.length === 0 ? 'FALSE' : alternatives.map((part) => `(${part})`).join(' OR ');
}

function plain(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

async function search(
  store: EventStore,
  realm: string,
  body: SearchBody,
  now: number,
): Promise<EsSearchResponse> {
  const started = performance.now();
  const { dialect } = store;
  const where = `${EVENT_ALIAS}.realm = ${stringLiteral(realm)} AND (${queryToSql(body.query, dialect, now)})`;
  const columns = sortColumns(body.sort);
  const hitsWhere = body.searchAfter
    ? `${where} AND (${searchAfterCondition(columns, body.searchAfter, dialect)})`
    : where;
  const sortSelect = columns.map((column, index) => `, ${column.column} AS s${index}`).join('');

  const hitsPromise =
    body.size === 0
      ? Promise.resolve([])
      : store.query(
          `SELECT ${EVENT_ALIAS}.doc_id, ${EVENT_ALIAS}.source${sortSelect} FROM ${EVENT_TABLE} ${EVENT_ALIAS} WHERE ${hitsWhere} ORDER BY ${orderClause(columns, dialect)} LIMIT ${body.size} OFFSET ${body.from}`,
        );
  const totalPromise =
    body.trackTotalHits === false
      ? Promise.resolve(undefined)
      : store
          .query(`SELECT count(*) AS n FROM ${EVENT_TABLE} ${EVENT_ALIAS} WHERE ${where}`)
          .then(([row]) => Number(row?.n ?? 0));
  const aggsPromise =
    Object.keys(body.aggs).length === 0
      ? Promise.resolve(undefined)
      : runAggregations(body.aggs, where, dialect, (sql) => store.query(sql), now);
  const [rows, total, aggregations] = await Promise.all([hitsPromise, totalPromise, aggsPromise]);

  const sorted = columns.length > 0;
  const hits: EsHit[] = rows.map((row) => {
    const hit: EsHit = {
      _index: RISK_EVENT_INDEX,
      _id: String(row.doc_id),
      _score: sorted ? null : 1,
      _source: JSON.parse(String(row.source)) as unknown,
    };
    if (sorted) hit.sort = columns.map((_, index) => plain(row[`s${index}`]) ?? null);
    return hit;
  });
  const response: EsSearchResponse = {
    took: Math.round(performance.now() - started),
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { max_score: sorted || hits.length === 0 ? null : 1, hits },
  };
  if (total !== undefined) {
    const limit =
      body.trackTotalHits === true ? Number.POSITIVE_INFINITY : Number(body.trackTotalHits);
    response.hits = {
      total: total > limit ? { value: limit, relation: 'gte' } : { value: total, relation: 'eq' },
      ...response.hits,
    };
  }
  if (aggregations) response.aggregations = aggregations;
  return response;
}
