import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { REPORT_ERROR_MESSAGES } from '../../domain/reports/report-feature.js';
import {
  REPORT_EXPORT_FORMATS,
  viewReportInputSchema,
} from '../../domain/reports/report-run-inputs.js';
import { exportFileName } from '../../domain/reports/export-file-name.js';
import { templateNameSchema } from '../../domain/reports/report-template.js';
import { CrestError, notFound } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { analyticsCallerOf, requireEveryTemplate, requireTemplate } from './caller.js';
import { csvStream, jsonStream } from './export-file.js';
import { parseShared } from './parse.js';
import { outputColumns, runJson } from './representations.js';
import { rowBatches, viewRows } from './run-rows.js';
import { listRuns, readRun, recordFileType, type ReportRun } from './run-store.js';

const idParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });
const historyQuery = z.object({
  templateName: z.optional(templateNameSchema),
  _queryFilter: z.optional(z.string().check(z.maxLength(10))),
  _pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  _pagedResultsOffset: z.optional(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
  ),
});
const runAction = z.union([
  z.object({ _action: z.literal('view') }),
  z.object({ _action: z.literal('export'), format: z.enum(REPORT_EXPORT_FORMATS) }),
]);

const conflict = (message: string) => new CrestError(409, message);

async function runOf(db: Db, realm: string, params: unknown): Promise<ReportRun> {
  const parsed = z.safeParse(idParams, params);
  const run = parsed.success ? await readRun(db, realm, parsed.data.id) : undefined;
  if (!run) throw notFound('The report run does not exist');
  return run;
}

function requireSucceeded(run: ReportRun, message: string): void {
  if (run.status === 'running') throw conflict('The report is still running');
  if (run.status === 'failed') throw conflict(message);
}

/** `runs`: the history, one run, and a run's `view` (a page) and `export` (a file). */
export function registerRunRoutes(app: FastifyInstance, db: Db): void {
  const callersRun = async (request: FastifyRequest) => {
    const caller = analyticsCallerOf(request);
    const run = await runOf(db, caller.realm, request.params);
    requireTemplate(caller, run.templateName);
    return run;
  };
  app.get('/runs', async (request) => {
    const caller = analyticsCallerOf(request);
    requireEveryTemplate(caller);
    const { realm } = caller;
    const query = parseShared(historyQuery, request.query, 'query parameters');
    const page = await listRuns(db, realm, query.templateName, {
      limit: query._pageSize ?? 10,
      offset: query._pagedResultsOffset ?? 0,
    });
    return {
      result: page.result.map(runJson),
      resultCount: page.result.length,
      totalPagedResults: page.totalCount,
    };
  });

  app.get('/runs/:id', async (request) => {
    return runJson(await callersRun(request));
  });

  app.post('/runs/:id', async (request, reply) => {
    const action = parseShared(runAction, request.query, 'query parameters');
    const run = await callersRun(request);
    if (action._action === 'view') {
      requireSucceeded(run, REPORT_ERROR_MESSAGES.couldNotRun);
      const input = parseShared(viewReportInputSchema, request.body ?? {}, 'view');
      const page = await viewRows(db, run.id, run.definition, input);
      return {
        result: page.rows,
        resultCount: page.rows.length,
        totalPagedResults: page.totalCount,
        summary: page.summary,
        columns: outputColumns(run.definition),
        sorting: run.definition.sorting,
      };
    }
    requireSucceeded(run, REPORT_ERROR_MESSAGES.exportError);
    await recordFileType(db, run.id, action.format);
    const columns = outputColumns(run.definition);
    const batches = rowBatches(db, run.id);
    const fileName = exportFileName(run.templateName, run.id, action.format);
    return reply
      .header(
        'content-type',
        action.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
      )
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(action.format === 'csv' ? csvStream(columns, batches) : jsonStream(columns, batches));
  });
}
