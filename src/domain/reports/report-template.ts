import * as z from 'zod/mini';
import {
  REPORT_DATA_SOURCE_NAMES,
  REPORT_PARAMETER_NAMES,
  REPORT_PARAMETERS,
  dataSourceColumns,
  type ReportColumnType,
} from './report-data-sources.js';

/**
 * The parameters a run's custom timeframe gives (spec: start date, end date): they name no column,
 * since the timeframe bounds the data source's own time column.
 */
const TIMEFRAME_PARAMETER_NAMES = ['startDate', 'endDate'] as const;
type TimeframeParameterName = (typeof TIMEFRAME_PARAMETER_NAMES)[number];

/** Every parameter a template may declare. */
export const TEMPLATE_PARAMETER_NAMES: readonly string[] = [
  ...REPORT_PARAMETER_NAMES,
  ...TIMEFRAME_PARAMETER_NAMES,
];

export function isTimeframeParameter(name: string): name is TimeframeParameterName {
  return (TIMEFRAME_PARAMETER_NAMES as readonly string[]).includes(name);
}

/** How many rows each part of a definition holds at most. */
export const TEMPLATE_LIMITS = {
  columns: 20,
  aggregates: 10,
  filters: 10,
  sorting: 5,
  parameters: TEMPLATE_PARAMETER_NAMES.length,
} as const;
const MAX_LABEL_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 500;
const MAX_FILTER_VALUE_LENGTH = 200;

export const AGGREGATE_FUNCTIONS = ['count', 'sum', 'min', 'max', 'avg'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];
export const FILTER_OPERATORS = ['equals', 'notEquals', 'contains'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Count reads no column; sum and average need a numeric one; min and max take any. */
export function aggregateAcceptsColumn(
  aggregate: AggregateFunction,
  type: ReportColumnType | undefined,
): boolean {
  if (aggregate === 'count') return true;
  if (type === undefined) return false;
  return aggregate === 'sum' || aggregate === 'avg' ? type === 'number' : true;
}

/** A template's name: its path segment. */
export const templateNameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'reporting.validation.name'));

/** An output column's key in a result row. */
const outputNameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'reporting.validation.outputName'));
const sourceColumnSchema = z.string().check(z.maxLength(40));
const labelSchema = z
  .string()
  .check(z.minLength(1, 'validation.required'), z.maxLength(MAX_LABEL_LENGTH));

const definitionShape = z.object({
  description: z.string().check(z.maxLength(MAX_DESCRIPTION_LENGTH)),
  dataSource: z.enum(REPORT_DATA_SOURCE_NAMES as [string, ...string[]]),
  parameters: z
    .array(
      z.object({
        name: z.enum(TEMPLATE_PARAMETER_NAMES as [string, ...string[]]),
        required: z.boolean(),
      }),
    )
    .check(z.maxLength(TEMPLATE_LIMITS.parameters)),
  columns: z
    .array(z.object({ name: outputNameSchema, label: labelSchema, source: sourceColumnSchema }))
    .check(z.maxLength(TEMPLATE_LIMITS.columns)),
  aggregates: z
    .array(
      z.object({
        name: outputNameSchema,
        label: labelSchema,
        function: z.enum(AGGREGATE_FUNCTIONS),
        column: z.nullish(sourceColumnSchema),
      }),
    )
    .check(z.maxLength(TEMPLATE_LIMITS.aggregates)),
  filters: z
    .array(
      z.object({
        column: sourceColumnSchema,
        operator: z.enum(FILTER_OPERATORS),
        value: z.string().check(z.maxLength(MAX_FILTER_VALUE_LENGTH)),
      }),
    )
    .check(z.maxLength(TEMPLATE_LIMITS.filters)),
  sorting: z
    .array(z.object({ column: outputNameSchema, direction: z.enum(SORT_DIRECTIONS) }))
    .check(z.maxLength(TEMPLATE_LIMITS.sorting)),
});

type Issue = { path: (string | number)[]; message: string };

/** What makes a well-formed definition wrong: names the source lacks, duplicates, dangling sorts. */
function definitionProblems(definition: z.infer<typeof definitionShape>): Issue[] {
  const issues: Issue[] = [];
  const columns = dataSourceColumns(definition.dataSource) ?? {};
  const known = (column: string | null | undefined) => !!column && column in columns;
  if (definition.columns.length + definition.aggregates.length === 0) {
    issues.push({ path: ['columns'], message: 'reporting.validation.noColumns' });
  }
  definition.columns.forEach((column, index) => {
    if (!known(column.source)) {
      issues.push({
        path: ['columns', index, 'source'],
        message: 'reporting.validation.unknownColumn',
      });
    }
  });
  definition.aggregates.forEach((aggregate, index) => {
    if (aggregate.function !== 'count' && !known(aggregate.column)) {
      issues.push({
        path: ['aggregates', index, 'column'],
        message: 'reporting.validation.unknownColumn',
      });
    }
    if (
      known(aggregate.column) &&
      !aggregateAcceptsColumn(aggregate.function, columns[aggregate.column!])
    ) {
      issues.push({
        path: ['aggregates', index, 'column'],
        message: 'reporting.validation.notNumeric',
      });
    }
  });
  definition.filters.forEach((filter, index) => {
    if (!known(filter.column)) {
      issues.push({
        path: ['filters', index, 'column'],
        message: 'reporting.validation.unknownColumn',
      });
    }
  });
  const outputs = [...definition.columns, ...definition.aggregates].map((output) => output.name);
  if (new Set(outputs).size !== outputs.length) {
    issues.push({ path: ['columns'], message: 'reporting.validation.duplicateName' });
  }
  definition.sorting.forEach((sort, index) => {
    if (!outputs.includes(sort.column)) {
      issues.push({
        path: ['sorting', index, 'column'],
        message: 'reporting.validation.unknownSort',
      });
    }
  });
  const parameterNames = definition.parameters.map((parameter) => parameter.name);
  if (new Set(parameterNames).size !== parameterNames.length) {
    issues.push({ path: ['parameters'], message: 'reporting.validation.duplicateName' });
  }
  definition.parameters.forEach((parameter, index) => {
    if (isTimeframeParameter(parameter.name)) return;
    const column = REPORT_PARAMETERS[parameter.name as keyof typeof REPORT_PARAMETERS].column;
    if (!known(column)) {
      issues.push({
        path: ['parameters', index, 'name'],
        message: 'reporting.validation.unknownParameter',
      });
    }
  });
  return issues;
}

/** A template's definition, checked against its data source's allow-list. */
export const reportDefinitionSchema = definitionShape.check(
  z.superRefine((definition, ctx) => {
    for (const issue of definitionProblems(definition)) {
      ctx.addIssue({ code: 'custom', input: definition, path: issue.path, message: issue.message });
    }
  }),
);
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

/** A template: its name and its definition. */
export interface ReportTemplate extends ReportDefinition {
  name: string;
}
