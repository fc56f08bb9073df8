import { REPORTS_FEATURE } from '../../domain/reports/report-feature.js';
import { exportFileName } from '../../domain/reports/export-file-name.js';
import { exportIdOf, parseExportId } from '../../domain/reports/report-gateway-inputs.js';
import * as z from 'zod/mini';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { AnalyticsClient, AnalyticsRun, AnalyticsTemplate } from '../upstream/analytics.js';
import { UpstreamError } from '../upstream/errors.js';

/** Where the browser downloads an export: the gateway streams it from the platform. */
export const REPORT_DOWNLOAD_PREFIX = '/downloads/reports';

/** Refuses a reports call (NOT_FOUND) while the realm's automated-reports feature is off. */
export async function requireReports(context: Pick<GatewayContext, 'idm'>): Promise<void> {
  const features = await context.idm.features();
  if (!features.some(({ name, enabled }) => name === REPORTS_FEATURE && enabled)) {
    throw gatewayError('NOT_FOUND', 'Reports are not enabled');
  }
}

export function templateOf(template: AnalyticsTemplate) {
  return {
    ...template,
    rev: template._rev,
    aggregates: template.aggregates.map((aggregate) => ({
      ...aggregate,
      column: aggregate.column ?? null,
    })),
  };
}

export function runOf(run: AnalyticsRun) {
  return {
    ...run,
    id: run._id,
    parameters: Object.entries(run.parameters).map(([name, value]) => ({
      name,
      values: Array.isArray(value) ? value : [value],
    })),
    timeframe: {
      preset: run.timeframe.preset,
      startDate: run.timeframe.startDate ?? null,
      endDate: run.timeframe.endDate ?? null,
    },
  };
}

/** An export of a run follows the run: generating while it runs, then available or error. */
export async function exportStatus(analytics: AnalyticsClient, exportId: string) {
  const { runId, format } = parseExportId(exportId);
  const run = await analytics.runById(runId);
  const status =
    run.status === 'running' ? 'generating' : run.status === 'succeeded' ? 'available' : 'error';
  return {
    exportId: exportIdOf(runId, format),
    status,
    fileName: status === 'available' ? exportFileName(run.templateName, runId, format) : null,
    downloadPath: status === 'available' ? `${REPORT_DOWNLOAD_PREFIX}/${runId}.${format}` : null,
  } as const;
}

export async function startRun(
  analytics: AnalyticsClient,
  templateName: string,
  input: { parameters: { name: string; values: string[] }[]; timeframe: unknown },
) {
  const parameters = Object.fromEntries(
    input.parameters.map((parameter) => [parameter.name, parameter.values]),
  );
  return runOf(await analytics.run(templateName, { parameters, timeframe: input.timeframe }));
}

const refusedFieldsSchema = z.object({
  detail: z.object({
    invalid: z
      .array(
        z.object({
          field: z.string().check(z.maxLength(200)),
          message: z.string().check(z.maxLength(200)),
        }),
      )
      .check(z.maxLength(50)),
  }),
});

/**
 * Runs an analytics call whose input the platform may refuse field by field (400 with
 * `detail.invalid`): the refusal becomes BAD_USER_INPUT naming the input's fields, as the
 * gateway's own checks do; anything else is left as it was.
 */
export async function withPlatformFieldErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refused =
      error instanceof UpstreamError && error.status === 400
        ? z.safeParse(refusedFieldsSchema, error.body)
        : undefined;
    if (!refused?.success || refused.data.detail.invalid.length === 0) throw error;
    throw gatewayError(
      'BAD_USER_INPUT',
      error instanceof Error ? error.message : 'Invalid input',
      refused.data.detail.invalid.map(({ field, message }) => ({
        field: `input.${field}`,
        message,
      })),
    );
  }
}
