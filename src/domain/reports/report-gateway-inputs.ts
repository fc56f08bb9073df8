import * as z from 'zod/mini';
import {
  MAX_PARAMETER_TEXT_LENGTH,
  REPORT_EXPORT_FORMATS,
  viewReportInputSchema,
} from './report-run-inputs.js';
import { parameterChoices } from './report-parameter-choices.js';
import { reportDefinitionSchema, templateNameSchema } from './report-template.js';
import { reportTimeframeSchema } from './report-timeframe.js';

/** A run's id (a UUID). */
export const reportRunIdSchema = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'validation.invalid'));

/** An export of a run in a format: `{runId}.{format}`. */
export const reportExportIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f-]{36}\.(csv|json)$/, 'validation.invalid'));

export function exportIdOf(runId: string, format: (typeof REPORT_EXPORT_FORMATS)[number]): string {
  return `${runId}.${format}`;
}

export function parseExportId(exportId: string): { runId: string; format: 'csv' | 'json' } {
  const [runId = '', format] = exportId.split('.');
  return { runId, format: format === 'json' ? 'json' : 'csv' };
}

/** The most values a list parameter takes in one run. */
const MAX_PARAMETER_VALUES = 10;

const parameterInputSchema = z
  .object({
    name: z.string().check(z.maxLength(40)),
    values: z
      .array(z.string().check(z.maxLength(MAX_PARAMETER_TEXT_LENGTH)))
      .check(z.maxLength(MAX_PARAMETER_VALUES, 'validation.maxItems')),
  })
  .check(
    z.superRefine((parameter, ctx) => {
      const allowed = parameterChoices(parameter.name);
      if (allowed && parameter.values.some((value) => value !== '' && !allowed.includes(value))) {
        // Named by the parameter, so the form shows it at that parameter's field.
        ctx.addIssue({
          code: 'custom',
          input: parameter.values,
          path: [parameter.name],
          message: 'validation.oneOf',
        });
      }
    }),
  );

export const runReportArgsSchema = z.object({
  templateName: templateNameSchema,
  input: z.object({
    parameters: z.array(parameterInputSchema).check(z.maxLength(10)),
    timeframe: reportTimeframeSchema,
  }),
});

export const reportRunsArgsSchema = z.object({
  templateName: templateNameSchema,
  pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  offset: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
});

export const reportRowsArgsSchema = z.object({
  id: reportRunIdSchema,
  input: viewReportInputSchema,
});

export const saveReportTemplateArgsSchema = z.object({
  name: templateNameSchema,
  rev: z.nullish(z.string().check(z.regex(/^\d{1,9}$/, 'validation.invalid'))),
  input: reportDefinitionSchema,
});

export const requestReportExportArgsSchema = z.object({
  runId: reportRunIdSchema,
  format: z.enum(REPORT_EXPORT_FORMATS),
});
