import type { Selectable } from 'kysely';
import type { Db } from '../../store/db.js';
import type { Database } from '../../store/schema.js';

export type ExecutionRow = Selectable<Database['autoaccess_pipeline_executions']>;
export type ExecutionState = 'ACTIVE' | 'SUCCEEDED' | 'FAILED';
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogLine {
  time: Date;
  level: LogLevel;
  message: string;
}

/** A log line longer than this is cut: a run's log stays readable and its rows small. */
const MAX_LOG_MESSAGE = 2000;
/** Log lines kept per run; later ones are dropped (the last line of a run is always kept). */
export const MAX_LOG_LINES = 5000;

const executions = (db: Db, realm: string) =>
  db.selectFrom('autoaccess_pipeline_executions').selectAll().where('realm', '=', realm);

export async function insertExecution(
  db: Db,
  row: Pick<
    ExecutionRow,
    'realm' | 'execution_id' | 'pipeline_definition_id' | 'pipeline_type' | 'started_at'
  > & { stage: string },
): Promise<void> {
  await db
    .insertInto('autoaccess_pipeline_executions')
    .values({ ...row, state: 'ACTIVE', result: null, percent: 0, ended_at: null })
    .execute();
}

export async function findExecution(
  db: Db,
  realm: string,
  executionId: string,
): Promise<ExecutionRow | undefined> {
  return executions(db, realm).where('execution_id', '=', executionId).executeTakeFirst();
}

/** The definition's latest run (by start), in any state. */
export async function latestExecution(
  db: Db,
  realm: string,
  definitionId: string,
  state?: ExecutionState,
): Promise<ExecutionRow | undefined> {
  let query = executions(db, realm).where('pipeline_definition_id', '=', definitionId);
  if (state) query = query.where('state', '=', state);
  return query
    .orderBy('started_at', 'desc')
    .orderBy('execution_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The realm's active run of a definition, or its active Prediction run of any definition. */
export async function activeExecutions(db: Db, realm: string): Promise<ExecutionRow[]> {
  return executions(db, realm).where('state', '=', 'ACTIVE').execute();
}

export async function updateProgress(
  db: Db,
  realm: string,
  executionId: string,
  progress: { stage: string; percent: number },
): Promise<void> {
  await db
    .updateTable('autoaccess_pipeline_executions')
    .set(progress)
    .where('realm', '=', realm)
    .where('execution_id', '=', executionId)
    .where('state', '=', 'ACTIVE')
    .execute();
}

/** Ends an active run; undefined when it had already ended. */
export async function finishExecution(
  db: Db,
  realm: string,
  executionId: string,
  outcome: { state: 'SUCCEEDED' | 'FAILED'; result: string; model_path?: string | null },
): Promise<ExecutionRow | undefined> {
  return db
    .updateTable('autoaccess_pipeline_executions')
    .set({
      ...outcome,
      ended_at: new Date(),
      ...(outcome.state === 'SUCCEEDED' ? { percent: 100, stage: 'done' } : {}),
    })
    .where('realm', '=', realm)
    .where('execution_id', '=', executionId)
    .where('state', '=', 'ACTIVE')
    .returningAll()
    .executeTakeFirst();
}

/** Ends every run still active (of any realm) as FAILED with the result given. */
export async function failActiveExecutions(db: Db, result: string): Promise<ExecutionRow[]> {
  return db
    .updateTable('autoaccess_pipeline_executions')
    .set({ state: 'FAILED', result, ended_at: new Date() })
    .where('state', '=', 'ACTIVE')
    .returningAll()
    .execute();
}

/** The number of log lines stored for a run: the next line's sequence number. */
export async function logCount(db: Db, realm: string, executionId: string): Promise<number> {
  const row = await db
    .selectFrom('autoaccess_pipeline_logs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('realm', '=', realm)
    .where('execution_id', '=', executionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertLogLines(
  db: Db,
  realm: string,
  executionId: string,
  firstSeq: number,
  lines: readonly LogLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('autoaccess_pipeline_logs')
    .values(
      lines.map((line, index) => ({
        realm,
        execution_id: executionId,
        seq: firstSeq + index,
        time: line.time,
        level: line.level,
        message: line.message.slice(0, MAX_LOG_MESSAGE),
      })),
    )
    .execute();
}

export async function readLogLines(db: Db, realm: string, executionId: string): Promise<LogLine[]> {
  const rows = await db
    .selectFrom('autoaccess_pipeline_logs')
    .select(['time', 'level', 'message'])
    .where('realm', '=', realm)
    .where('execution_id', '=', executionId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ ...row, level: row.level as LogLevel }));
}

/** Removes a pipeline's runs and their log lines; the model files its Training runs wrote. */
export async function deleteExecutionsOf(
  db: Db,
  realm: string,
  definitionId: string,
): Promise<string[]> {
  const runs = await db
    .deleteFrom('autoaccess_pipeline_executions')
    .where('realm', '=', realm)
    .where('pipeline_definition_id', '=', definitionId)
    .returning(['execution_id', 'model_path'])
    .execute();
  if (runs.length === 0) return [];
  await db
    .deleteFrom('autoaccess_pipeline_logs')
    .where('realm', '=', realm)
    .where(
      'execution_id',
      'in',
      runs.map((run) => run.execution_id),
    )
    .execute();
  return runs.flatMap((run) => (run.model_path ? [run.model_path] : []));
}
