import { sql, type RawBuilder } from 'kysely';
import {
  REPORT_DATA_SOURCES,
  REPORT_PARAMETERS,
  type ReportDataSourceName,
  type ReportParameterName,
} from '../../domain/reports/report-data-sources.js';
import type { ParameterValues } from '../../domain/reports/report-run-inputs.js';
import type { ReportDefinition } from '../../domain/reports/report-template.js';
import type { TimeRange } from '../../domain/reports/report-timeframe.js';
import { sourceQuery } from './source-queries.js';

export interface ReportQueryInput {
  realm: string;
  /** The run whose staged rows a risk-index source reads. */
  runId: string;
  definition: ReportDefinition;
  parameters: ParameterValues;
  range: TimeRange;
}

/** A column of the source: only names the definition check accepted reach here. */
const column = (name: string) => sql.ref(`src.${name}`);

function aggregateExpression(
  aggregate: ReportDefinition['aggregates'][number],
): RawBuilder<unknown> {
  if (aggregate.function === 'count') return sql`count(*)`;
  const ref = column(aggregate.column ?? '');
  switch (aggregate.function) {
    case 'sum':
      return sql`sum(${ref})`;
    case 'min':
      return sql`min(${ref})`;
    case 'max':
      return sql`max(${ref})`;
    case 'avg':
      return sql`avg(${ref})`;
  }
}

function conditions({ definition, parameters, range }: ReportQueryInput): RawBuilder<unknown>[] {
  const source: { timeColumn: string; windowMonths?: number } =
    REPORT_DATA_SOURCES[definition.dataSource as ReportDataSourceName];
  const where: RawBuilder<unknown>[] =
    source.windowMonths === undefined
      ? [
          sql`${column(source.timeColumn)} >= ${range.start}`,
          sql`${column(source.timeColumn)} < ${range.end}`,
        ]
      : [sql`true`];
  for (const filter of definition.filters) {
    const ref = column(filter.column);
    if (filter.operator === 'equals') where.push(sql`${ref}::text = ${filter.value}`);
    else if (filter.operator === 'notEquals')
      where.push(sql`${ref}::text is distinct from ${filter.value}`);
    else where.push(sql`strpos(lower(${ref}::text), lower(${filter.value})) > 0`);
  }
  for (const [name, value] of Object.entries(parameters)) {
    const ref = column(REPORT_PARAMETERS[name as ReportParameterName].column);
    const values = Array.isArray(value) ? value : [value];
    where.push(sql`${ref}::text in (${sql.join(values)})`);
  }
  return where;
}

/** The output columns' sort, for the rows' order. */
export function orderOf(definition: ReportDefinition, alias: string): RawBuilder<unknown> {
  const sorting =
    definition.sorting.length > 0
      ? definition.sorting
      : [...definition.columns, ...definition.aggregates]
          .slice(0, 1)
          .map((output) => ({ column: output.name, direction: 'asc' as const }));
  return sql.join(
    sorting.map(
      (sort) =>
        sql`${sql.ref(`${alias}.${sort.column}`)} ${sort.direction === 'desc' ? sql`desc` : sql`asc`} nulls last`,
    ),
  );
}

/**
 * The report's query, built from its definition: the source's realm rows within the timeframe,
 * the template's filters and the run's parameters as bound values, grouped by the columns when
 * the template aggregates.
 */
export function reportQuery(input: ReportQueryInput): RawBuilder<unknown> {
  const { definition, realm, runId } = input;
  const outputs = [
    ...definition.columns.map((output) => sql`${column(output.source)} as ${sql.id(output.name)}`),
    ...definition.aggregates.map(
      (aggregate) => sql`${aggregateExpression(aggregate)} as ${sql.id(aggregate.name)}`,
    ),
  ];
  const grouped = definition.aggregates.length > 0 && definition.columns.length > 0;
  const groupBy = grouped
    ? sql` group by ${sql.join(definition.columns.map((output) => column(output.source)))}`
    : sql``;
  return sql`select ${sql.join(outputs)}
    from (${sourceQuery(definition.dataSource as ReportDataSourceName, realm, runId)}) as src
    where ${sql.join(conditions(input), sql` and `)}${groupBy}`;
}
