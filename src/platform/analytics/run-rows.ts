import { sql, type RawBuilder } from 'kysely';
import type { ViewReportInput } from '../../domain/reports/report-run-inputs.js';
import type { ReportDefinition } from '../../domain/reports/report-template.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../store/db.js';

type Row = Record<string, unknown>;

/** The output columns of a run, in order: the template's columns then its aggregates. */
function outputNames(definition: ReportDefinition): string[] {
  return [...definition.columns, ...definition.aggregates].map((output) => output.name);
}

function knownOutput(definition: ReportDefinition, name: string): string {
  if (!outputNames(definition).includes(name)) throw badRequest(`Unknown column: ${name}`);
  return name;
}

type ViewFilter = ViewReportInput['filters'][number];

function filterCondition(definition: ReportDefinition, filter: ViewFilter): RawBuilder<unknown> {
  const column = knownOutput(definition, filter.column);
  if (!filter.anyOf) return sql`strpos(lower(row->>${column}), lower(${filter.value.trim()})) > 0`;
  if (filter.anyOf.length === 0) return sql`false`;
  return sql`row->>${column} in (${sql.join(filter.anyOf)})`;
}

function filtersOf(definition: ReportDefinition, filters: ViewReportInput['filters']) {
  return filters
    .filter((filter) => filter.value.trim() !== '')
    .map((filter) => filterCondition(definition, filter));
}

const whereOf = (runId: string, conditions: RawBuilder<unknown>[]) =>
  sql.join([sql`run_id = ${runId}`, ...conditions], sql` and `);

/** One page of a run's rows, its filtered count, and the aggregates over every filtered row. */
export async function viewRows(
  db: Db,
  runId: string,
  definition: ReportDefinition,
  input: ViewReportInput,
): Promise<{ rows: Row[]; totalCount: number; summary: Row }> {
  const where = whereOf(runId, filtersOf(definition, input.filters));
  let order = sql`seq`;
  if (input.sortKey) {
    const descending = input.sortKey.startsWith('-');
    const key = knownOutput(definition, input.sortKey.replace(/^-/, ''));
    order = sql`row->${key} ${descending ? sql`desc` : sql`asc`} nulls last, seq`;
  }
  const page = await sql<{ row: Row }>`select row from analytics_run_rows where ${where}
    order by ${order} limit ${input.pageSize} offset ${input.offset}`.execute(db);
  const summaryColumns = definition.aggregates.map((aggregate) => {
    const key = aggregate.name;
    switch (aggregate.function) {
      case 'count':
      case 'sum':
        return sql`sum((row->>${key})::numeric) as ${sql.id(key)}`;
      case 'avg':
        return sql`avg((row->>${key})::numeric) as ${sql.id(key)}`;
      case 'min':
        return sql`(array_agg(row->${key} order by row->${key} asc))[1] as ${sql.id(key)}`;
      case 'max':
        return sql`(array_agg(row->${key} order by row->${key} desc))[1] as ${sql.id(key)}`;
    }
  });
  const totals = await sql<Row>`select ${sql.join([sql`count(*) as "__count"`, ...summaryColumns])}
    from analytics_run_rows where ${where}`.execute(db);
  const { __count, ...summary } = totals.rows[0] ?? {};
  return {
    rows: page.rows.map((result) => result.row),
    totalCount: Number(__count ?? 0),
    summary: Object.fromEntries(
      Object.entries(summary).map(([key, value]) => [key, numeric(value)]),
    ),
  };
}

function numeric(value: unknown): unknown {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return value;
  return Number(value);
}

/** Rows from which a stored run refreshes the store's statistics of the run rows. */
const ANALYZE_FROM_ROWS = 10_000;

/**
 * Refreshes the planner's statistics after a large run: PGlite runs no autovacuum, and without
 * them every page of a large run is read by scanning all its later rows (quadratic in its size).
 */
export async function analyzeAfterLargeRun(db: Db, rowCount: number): Promise<void> {
  if (rowCount >= ANALYZE_FROM_ROWS) await sql`analyze analytics_run_rows`.execute(db);
}

/**
 * Every row of a run in order, read by key in batches so a large result never sits in memory.
 * Each batch comes back as one JSON text the store builds, parsed at once: far cheaper than a
 * result row (and a jsonb value) per report row.
 */
export async function* rowBatches(
  db: Db,
  runId: string,
  batchSize = 50_000,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const result = await sql<{ last: number | null; rows: string | null }>`
      select max(seq) as last, json_agg(row order by seq)::text as rows
      from (select seq, row from analytics_run_rows
        where run_id = ${runId} and seq > ${after} order by seq limit ${batchSize}) as batch
    `.execute(db);
    const batch = result.rows[0];
    if (batch?.last === null || batch?.last === undefined || batch.rows === null) return;
    after = batch.last;
    yield JSON.parse(batch.rows) as Row[];
  }
}
