import * as z from 'zod/mini';
import { REPORT_PARAMETERS, type ReportParameterName } from './report-data-sources.js';
import { isTimeframeParameter, type ReportDefinition } from './report-template.js';
import { reportTimeframeSchema, type ReportTimeframe } from './report-timeframe.js';

export const MAX_PARAMETER_TEXT_LENGTH = 200;
const MAX_VIEW_PAGE_SIZE = 100;
const MAX_VIEW_FILTERS = 10;
/** The most stored values one filter may stand for (the largest enumeration has 12). */
const MAX_FILTER_CHOICES = 20;

/** A parameter's value: text, or a list of texts (event types). */
const parameterValueSchema = z.union([
  z.string().check(z.maxLength(MAX_PARAMETER_TEXT_LENGTH)),
  z.array(z.string().check(z.maxLength(MAX_PARAMETER_TEXT_LENGTH))).check(z.maxLength(10)),
]);

export const runReportInputSchema = z.object({
  parameters: z
    .record(z.string().check(z.maxLength(40)), parameterValueSchema)
    .check(z.refine((parameters) => Object.keys(parameters).length <= 10, 'validation.maxItems')),
  timeframe: reportTimeframeSchema,
});

export type ParameterValues = Partial<Record<ReportParameterName, string | string[]>>;

/**
 * The run's parameter values, or the parameters that fail: a required one missing, an unknown
 * name, a value outside the parameter's values. Start and end date come only from a custom
 * timeframe: given as values they fail, and a required one fails under a preset.
 */
export function checkRunParameters(
  definition: Pick<ReportDefinition, 'parameters'>,
  given: Record<string, string | string[]>,
  timeframe?: Pick<ReportTimeframe, 'preset'>,
): { values: ParameterValues; invalid: string[] } {
  const invalid: string[] = [];
  const values: ParameterValues = {};
  const allowed = new Map(definition.parameters.map((parameter) => [parameter.name, parameter]));
  for (const name of Object.keys(given)) if (!allowed.has(name)) invalid.push(name);
  for (const parameter of definition.parameters) {
    if (isTimeframeParameter(parameter.name)) {
      const missing = parameter.required && timeframe?.preset !== 'custom';
      if (given[parameter.name] !== undefined || missing) invalid.push(parameter.name);
      continue;
    }
    const name = parameter.name as ReportParameterName;
    const raw = given[name];
    const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
      (value) => value.trim() !== '',
    );
    if (list.length === 0) {
      if (parameter.required) invalid.push(name);
      continue;
    }
    const known: readonly string[] | null = REPORT_PARAMETERS[name].values;
    if (known && list.some((value) => !known.includes(value))) {
      invalid.push(name);
      continue;
    }
    values[name] = Array.isArray(raw) ? list : list[0];
  }
  return { values, invalid };
}

/**
 * One page of a run's rows: sorted by one output column, filtered per column by text, or by the
 * stored values the text stands for (`anyOf`: an enumerated column's values whose labels hold it).
 */
export const viewReportInputSchema = z.object({
  pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_VIEW_PAGE_SIZE)),
  offset: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)),
  sortKey: z.nullish(z.string().check(z.maxLength(41))),
  filters: z
    .array(
      z.object({
        column: z.string().check(z.maxLength(40)),
        value: z.string().check(z.maxLength(MAX_PARAMETER_TEXT_LENGTH)),
        anyOf: z.nullish(
          z
            .array(z.string().check(z.maxLength(MAX_PARAMETER_TEXT_LENGTH)))
            .check(z.maxLength(MAX_FILTER_CHOICES)),
        ),
      }),
    )
    .check(z.maxLength(MAX_VIEW_FILTERS)),
});
export type ViewReportInput = z.infer<typeof viewReportInputSchema>;

export const REPORT_EXPORT_FORMATS = ['csv', 'json'] as const;
