import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PipelineType } from '../../../../src/domain/autoaccess/pipeline-parameters.js';
import {
  findExecution,
  insertExecution,
  readLogLines,
} from '../../../../src/platform/autoaccess/pipelines/execution-store.js';
import { runRecorder } from '../../../../src/platform/autoaccess/pipelines/run-recorder.js';
import type { RiskEventIndex } from '../../../../src/platform/autoaccess/search/risk-event-index.js';
import type { Db } from '../../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../../src/platform/store/migrate.js';
import { memoryDb } from '../../../support/memory-store.js';

let db: Db;
beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});

let runs = 0;
async function recorderFor(
  insert: RiskEventIndex['insert'] = () => Promise.resolve(),
  type: PipelineType = 'Training',
) {
  runs += 1;
  const executionId = `run-${runs}`;
  await insertExecution(db, {
    realm: 'alpha',
    execution_id: executionId,
    // A definition of its own: the store allows one active run per definition.
    pipeline_definition_id: executionId,
    pipeline_type: type,
    started_at: new Date(),
    stage: 'waiting',
  });
  const inserted = vi.fn(insert);
  const riskEvents = { insert: inserted } as unknown as RiskEventIndex;
  const log = { error: vi.fn() } as never;
  const recorder = runRecorder(
    { db, riskEvents, log },
    { realm: 'alpha', executionId, type, modelFile: undefined },
  );
  return { recorder, executionId, inserted };
}

const document = (eventId: string) => ({ predictionResult: { features: { eventId } } }) as never;

describe('what a run reports, as it is stored', () => {
  it('stores log lines and the latest progress, as a share of the whole run, while the run is still active', async () => {
    const { recorder, executionId } = await recorderFor();
    recorder.receive({ type: 'log', level: 'info', message: 'first' });
    recorder.receive({ type: 'progress', stage: 'reading', percent: 10 });
    recorder.receive({ type: 'progress', stage: 'reading', percent: 40 });
    recorder.receive({ type: 'log', level: 'warn', message: 'second' });
    await recorder.settled();
    const run = await findExecution(db, 'alpha', executionId);
    // Reading is 8 % of a Training after 1 % of starting: 40 % of it puts the run at 4 %.
    expect(run).toMatchObject({ state: 'ACTIVE', stage: 'reading', percent: 4 });
    const lines = await readLogLines(db, 'alpha', executionId);
    expect(lines.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'info', message: 'first' },
      { level: 'warn', message: 'second' },
    ]);
  });

  it('inserts scored documents with the realm, then ends SUCCEEDED', async () => {
    const { recorder, executionId, inserted } = await recorderFor(undefined, 'Prediction');
    recorder.receive({
      type: 'documents',
      documents: [document('e1'), document('e2')],
      through: 2,
      total: 4,
    });
    await recorder.settled();
    expect(await findExecution(db, 'alpha', executionId)).toMatchObject({
      state: 'ACTIVE',
      stage: 'writing',
      // Writing is the last half of a Prediction: half of it written puts the run at 75 %.
      percent: 75,
    });
    recorder.receive({ type: 'succeeded' });
    recorder.fail('the worker stopped');
    await recorder.settled();
    expect(inserted).toHaveBeenCalledWith('alpha', [
      { predictionResult: { features: { eventId: 'e1' } }, realm: '/alpha' },
      { predictionResult: { features: { eventId: 'e2' } }, realm: '/alpha' },
    ]);
    expect(await findExecution(db, 'alpha', executionId)).toMatchObject({
      state: 'SUCCEEDED',
      result: 'SUCCESS',
      percent: 100,
    });
    const lines = await readLogLines(db, 'alpha', executionId);
    expect(lines.map((line) => line.message)).toEqual(['The run succeeded']);
  });

  it('ends FAILED when the index refuses the documents', async () => {
    const { recorder, executionId } = await recorderFor(() =>
      Promise.reject(new Error('document 0: invalid')),
    );
    recorder.receive({ type: 'documents', documents: [document('e1')], through: 1, total: 1 });
    recorder.receive({ type: 'succeeded' });
    await recorder.settled();
    expect(await findExecution(db, 'alpha', executionId)).toMatchObject({
      state: 'FAILED',
      result: 'FAILURE: the risk index refused the scored events: document 0: invalid',
    });
  });

  it('ends FAILED once, with an error line, when the worker stops', async () => {
    const { recorder, executionId } = await recorderFor();
    recorder.fail("the run's worker stopped (exit code 1)");
    recorder.receive({ type: 'succeeded' });
    await recorder.settled();
    expect(await findExecution(db, 'alpha', executionId)).toMatchObject({
      state: 'FAILED',
      result: "FAILURE: the run's worker stopped (exit code 1)",
    });
    const lines = await readLogLines(db, 'alpha', executionId);
    expect(lines.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'error', message: "FAILURE: the run's worker stopped (exit code 1)" },
    ]);
  });

  it('writes nothing more once stopped', async () => {
    const { recorder, executionId } = await recorderFor();
    recorder.stop();
    recorder.receive({ type: 'log', level: 'info', message: 'late' });
    recorder.receive({ type: 'succeeded' });
    await recorder.settled();
    expect((await findExecution(db, 'alpha', executionId))?.state).toBe('ACTIVE');
    expect(await readLogLines(db, 'alpha', executionId)).toEqual([]);
  });
});
