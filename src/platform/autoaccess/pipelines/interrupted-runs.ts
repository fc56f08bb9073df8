import type { Db } from '../../store/db.js';
import { failActiveExecutions, insertLogLines, logCount } from './execution-store.js';
import { recordExecutionEntry } from './pipeline-entities.js';

const RESTARTED = 'the platform restarted during the run';

/**
 * Ends every run a previous process left ACTIVE (it stopped while they ran or waited) as
 * FAILED, with a log line saying why, in the executions and in their definitions' entries.
 */
export async function failInterruptedRuns(db: Db): Promise<void> {
  const interrupted = await failActiveExecutions(db, `FAILURE: ${RESTARTED}`);
  for (const run of interrupted) {
    const seq = await logCount(db, run.realm, run.execution_id);
    await insertLogLines(db, run.realm, run.execution_id, seq, [
      { time: new Date(), level: 'error', message: `FAILURE: ${RESTARTED}` },
    ]);
    await recordExecutionEntry(db, run.realm, run.pipeline_definition_id, {
      execution_id: run.execution_id,
      status: 'FAILED',
      end_time: Math.floor((run.ended_at ?? new Date()).getTime() / 1000),
    });
  }
}
