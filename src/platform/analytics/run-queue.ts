import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  REPORT_DATA_SOURCES,
  type ReportDataSourceName,
} from '../../domain/reports/report-data-sources.js';
import type { Db } from '../store/db.js';
import { orderOf, reportQuery } from './report-query.js';
import { analyzeAfterLargeRun } from './run-rows.js';
import {
  clearStagedRows,
  isRiskIndexSource,
  stageRiskIndexRows,
  type RiskIndexSearch,
} from './risk-index-sources.js';
import { finishRun, type ReportRun } from './run-store.js';

export interface RunQueue {
  /** Executes the run after the current request, one run at a time. */
  enqueue(realm: string, run: ReportRun): void;
  /** Resolves once every queued run has ended. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A risk-index source's rows, staged in the store for the run's query. */
async function stageSource(
  db: Db,
  riskIndex: RiskIndexSearch | undefined,
  realm: string,
  run: ReportRun,
): Promise<boolean> {
  const source = run.definition.dataSource as ReportDataSourceName;
  if (!isRiskIndexSource(source)) return false;
  if (!riskIndex) throw new Error('the risk index is not available');
  const windowMonths: number | undefined = (
    REPORT_DATA_SOURCES[source] as { windowMonths?: number }
  ).windowMonths;
  await stageRiskIndexRows(riskIndex, db, {
    source,
    runId: run.id,
    realm,
    range: run.range,
    startedAt: run.startedAt,
    userName: firstValue(run.parameters.userName),
    windowMonths,
  });
  return true;
}

/**
 * Stores a run's result inside the store, in its order: `insert ... select` over the report's
 * query, so no row of the store passes through this process.
 */
async function execute(
  db: Db,
  riskIndex: RiskIndexSearch | undefined,
  realm: string,
  run: ReportRun,
): Promise<number> {
  const staged = await stageSource(db, riskIndex, realm, run);
  try {
    return await insertResult(db, realm, run);
  } finally {
    if (staged) await clearStagedRows(db, run.id);
  }
}

async function insertResult(db: Db, realm: string, run: ReportRun): Promise<number> {
  const query = reportQuery({
    runId: run.id,
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

export function createRunQueue(
  db: Db,
  log: FastifyBaseLogger,
  riskIndex?: RiskIndexSearch,
): RunQueue {
  let tail: Promise<void> = Promise.resolve();
  let closed = false;
  const runOne = async (realm: string, run: ReportRun) => {
    if (closed) return;
    try {
      const rowCount = await execute(db, riskIndex, realm, run);
      await analyzeAfterLargeRun(db, rowCount);
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
