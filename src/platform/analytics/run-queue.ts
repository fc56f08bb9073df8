import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../store/db.js';
import { orderOf, reportQuery } from './report-query.js';
import { finishRun, type ReportRun } from './run-store.js';

export interface RunQueue {
  /** Executes the run after the current request, one run at a time. */
  enqueue(realm: string, run: ReportRun): void;
  /** Resolves once every queued run has ended. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stores a run's result inside the store, in its order: `insert ... select` over the report's
 * query, so no row passes through this process.
 */
async function execute(db: Db, realm: string, run: ReportRun): Promise<number> {
  const query = reportQuery({
    realm,
    definition: run.definition,
    parameters: run.parameters,
    range: run.range,
  });
  const result = await sql`insert into analytics_run_rows (run_id, seq, row)
    select ${run.id}, row_number() over (order by ${orderOf(run.definition, 'q')}), to_jsonb(q)
    from (${query}) as q`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export function createRunQueue(db: Db, log: FastifyBaseLogger): RunQueue {
  let tail: Promise<void> = Promise.resolve();
  let closed = false;
  const runOne = async (realm: string, run: ReportRun) => {
    if (closed) return;
    try {
      const rowCount = await execute(db, realm, run);
      await finishRun(db, run.id, { status: 'succeeded', rowCount });
    } catch (error) {
      log.error({ err: error, runId: run.id }, 'report run failed');
      await finishRun(db, run.id, { status: 'failed', error: 'The report could not be run.' });
    }
  };
  return {
    enqueue(realm, run) {
      tail = tail.then(() => runOne(realm, run)).catch(() => undefined);
    },
    idle: () => tail,
    async close() {
      closed = true;
      await tail;
    },
  };
}
