import { randomUUID } from 'node:crypto';
import type { ReportDefinition } from '../../domain/reports/report-template.js';
import type { ReportTimeframe, TimeRange } from '../../domain/reports/report-timeframe.js';
import type { ParameterValues } from '../../domain/reports/report-run-inputs.js';
import type { Db } from '../store/db.js';

type RunStatus = 'running' | 'succeeded' | 'failed';

export interface ReportRun {
  id: string;
  templateName: string;
  definition: ReportDefinition;
  parameters: ParameterValues;
  timeframe: ReportTimeframe;
  range: TimeRange;
  status: RunStatus;
  rowCount: number | null;
  error: string | null;
  fileType: string | null;
  startedBy: string;
  startedAt: Date;
  endedAt: Date | null;
}

const RUN_COLUMNS = [
  'id',
  'template_name',
  'definition',
  'parameters',
  'timeframe',
  'range_start',
  'range_end',
  'status',
  'row_count',
  'error',
  'file_type',
  'started_by',
  'started_at',
  'ended_at',
] as const;

type RunRow = {
  id: string;
  template_name: string;
  definition: unknown;
  parameters: unknown;
  timeframe: unknown;
  range_start: Date;
  range_end: Date;
  status: string;
  row_count: number | null;
  error: string | null;
  file_type: string | null;
  started_by: string;
  started_at: Date;
  ended_at: Date | null;
};

function runOf(row: RunRow): ReportRun {
  return {
    id: row.id,
    templateName: row.template_name,
    definition: row.definition as ReportDefinition,
    parameters: row.parameters as ParameterValues,
    timeframe: row.timeframe as ReportTimeframe,
    range: { start: row.range_start, end: row.range_end },
    status: row.status as RunStatus,
    rowCount: row.row_count,
    error: row.error,
    fileType: row.file_type,
    startedBy: row.started_by,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

export interface NewRun {
  realm: string;
  templateName: string;
  definition: ReportDefinition;
  parameters: ParameterValues;
  timeframe: ReportTimeframe;
  range: TimeRange;
  startedBy: string;
}

export async function insertRun(db: Db, run: NewRun): Promise<ReportRun> {
  const row = await db
    .insertInto('analytics_runs')
    .values({
      realm: run.realm,
      id: randomUUID(),
      template_name: run.templateName,
      definition: JSON.stringify(run.definition),
      parameters: JSON.stringify(run.parameters),
      timeframe: JSON.stringify(run.timeframe),
      range_start: run.range.start,
      range_end: run.range.end,
      status: 'running',
      started_by: run.startedBy,
    })
    .returning(RUN_COLUMNS)
    .executeTakeFirstOrThrow();
  return runOf(row);
}

export async function readRun(db: Db, realm: string, id: string): Promise<ReportRun | undefined> {
  const row = await db
    .selectFrom('analytics_runs')
    .select(RUN_COLUMNS)
    .where('realm', '=', realm)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && runOf(row);
}

export async function listRuns(
  db: Db,
  realm: string,
  templateName: string | undefined,
  paging: { limit: number; offset: number },
): Promise<{ result: ReportRun[]; totalCount: number }> {
  let query = db.selectFrom('analytics_runs').where('realm', '=', realm);
  if (templateName !== undefined) query = query.where('template_name', '=', templateName);
  const rows = await query
    .select(RUN_COLUMNS)
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { result: rows.map(runOf), totalCount: Number(count) };
}

export async function finishRun(
  db: Db,
  id: string,
  outcome: { status: 'succeeded'; rowCount: number } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .updateTable('analytics_runs')
    .set({
      status: outcome.status,
      row_count: outcome.status === 'succeeded' ? outcome.rowCount : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      ended_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function recordFileType(db: Db, id: string, fileType: string): Promise<void> {
  await db
    .updateTable('analytics_runs')
    .set({ file_type: fileType })
    .where('id', '=', id)
    .execute();
}

/** Runs a previous process left running end as failed: their result was never complete. */
export async function failInterruptedRuns(db: Db): Promise<void> {
  await db
    .updateTable('analytics_runs')
    .set({ status: 'failed', error: 'the platform restarted during the run', ended_at: new Date() })
    .where('status', '=', 'running')
    .execute();
}
