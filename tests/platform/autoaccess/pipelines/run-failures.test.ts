import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  pipelineChangesWaiting,
  withPipelineLock,
} from '../../../../src/platform/autoaccess/pipelines/pipeline-lock.js';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { DATASOURCES, ENGINE_TIMEOUT, pipelineCalls, PIPELINES } from './pipeline-calls.js';

let fixture: AutoAccessFixture;
let calls: ReturnType<typeof pipelineCalls>;
let mapping: Record<string, string>;
beforeAll(async () => {
  fixture = await startAutoAccess();
  calls = pipelineCalls(fixture);
  const [seededSource] = await calls.search('alpha', DATASOURCES);
  mapping = seededSource?.feature_mapping as Record<string, string>;
});
afterAll(async () => {
  await fixture.close();
});

const SEEDED_INPUT = 'autoaccess-training/events/auth-events.jsonl';
let sources = 0;

/** An active data source and a Training on it; the Training's id. */
async function trainingOn(input: string, featureMapping: Record<string, string>) {
  sources += 1;
  const created = await calls.persist('alpha', DATASOURCES, {
    name: `Source ${sources}`,
    input,
    feature_mapping: featureMapping,
  });
  expect(created.statusCode, JSON.stringify(created.json())).toBe(200);
  const [datasource] = created.json().entityData as Record<string, unknown>[];
  const activated = await calls.upsert('alpha', DATASOURCES, { ...datasource, isActive: true });
  expect(activated.statusCode).toBe(200);
  const training = await calls.persist('alpha', PIPELINES, {
    pipeline_name: `Training ${sources}`,
    pipeline_type: 'Training',
    datasource_id: datasource?.datasource_id,
  });
  const [definition] = training.json().entityData as Record<string, unknown>[];
  return String(definition?.pipeline_definition_id);
}

async function writeBucketFile(path: string, text: string) {
  const file = join(fixture.platform.config.bucketsDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Runs the Training to its end; its status and its last log line. */
async function failedRun(training: string) {
  const executionId = await calls.started('alpha', training);
  const status = await calls.ended('alpha', executionId);
  const logs = (await calls.logs('alpha', training)).json() as {
    logs: { level: string; message: string }[];
  };
  return { status, last: logs.logs.at(-1) };
}

describe('a run that cannot go on', ENGINE_TIMEOUT, () => {
  it('ends FAILED as a failed baseline ingest, naming the line and the feature a mapping does not give', async () => {
    const training = await trainingOn(SEEDED_INPUT, { ...mapping, userId: '.nobody' });
    const { status, last } = await failedRun(training);
    const reason = 'FAILURE: Baseline ingest failed. line 1: The mapped field "userId" is missing.';
    expect(status).toMatchObject({ state: 'FAILED', result: reason });
    expect(status.endTime).not.toBeNull();
    expect(last).toEqual({ time: expect.any(String) as unknown, level: 'error', message: reason });
  });

  it('ends FAILED naming the line and the feature whose expression fails', async () => {
    const training = await trainingOn(SEEDED_INPUT, { ...mapping, lat: 'number(.user.id)' });
    const { status } = await failedRun(training);
    expect(status.state).toBe('FAILED');
    expect(status.result).toMatch(
      /^FAILURE: Baseline ingest failed\. line 1, feature lat: number\(\) failed/,
    );
  });

  it('ends FAILED on a file without events', async () => {
    await writeBucketFile('autoaccess-training/empty/blank.jsonl', '\n  \n\n');
    const training = await trainingOn('autoaccess-training/empty/blank.jsonl', mapping);
    const { status } = await failedRun(training);
    expect(status.result).toBe(
      'FAILURE: Baseline ingest failed. the data file holds no events: autoaccess-training/empty/blank.jsonl',
    );
  });

  it('reads the raw keys without a mapping, and ends FAILED on a line that is not JSON', async () => {
    const event = {
      eventId: 'e1',
      userId: 'u1',
      ipAddress: '10.0.0.1',
      timestamp: '2026-01-01T00:00:00Z',
      userAgent: 'Mozilla/5.0',
    };
    await writeBucketFile(
      'autoaccess-training/broken/events.jsonl',
      `${JSON.stringify(event)}\n{not json\n`,
    );
    const training = await trainingOn('autoaccess-training/broken/events.jsonl', {});
    const { status } = await failedRun(training);
    expect(status.result).toBe('FAILURE: Baseline ingest failed. line 2: invalid JSON');
  });

  it('starts no run on a pipeline deleted while the start was on its way', async () => {
    const training = await trainingOn(SEEDED_INPUT, mapping);
    const [stored] = (await calls.search('alpha', PIPELINES)).filter(
      (record) => record.pipeline_definition_id === training,
    );
    let release = () => {};
    const held = withPipelineLock(() => new Promise<void>((resolve) => (release = resolve)));
    // The delete takes the lock first; the start, sent while the pipeline still exists, waits
    // behind it.
    const removed = calls.remove('alpha', PIPELINES, {
      pipeline_definition_id: training,
      _rev: stored?._rev,
    });
    await vi.waitFor(() => expect(pipelineChangesWaiting()).toBe(1));
    const started = calls.run('alpha', training);
    await vi.waitFor(() => expect(pipelineChangesWaiting()).toBe(2));
    release();
    await held;

    expect((await removed).statusCode).toBe(200);
    const refused = await started;
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 404 });
    const runs = await fixture.platform.db
      .selectFrom('autoaccess_pipeline_executions')
      .select('execution_id')
      .where('pipeline_definition_id', '=', training)
      .execute();
    expect(runs).toEqual([]);
  });

  it('never both starts a run and deletes its pipeline when the two arrive together', async () => {
    await writeBucketFile('autoaccess-training/race/events.jsonl', '{not json\n');
    const training = await trainingOn('autoaccess-training/race/events.jsonl', {});
    const [stored] = (await calls.search('alpha', PIPELINES)).filter(
      (record) => record.pipeline_definition_id === training,
    );
    const [started, removed] = await Promise.all([
      calls.run('alpha', training),
      calls.remove('alpha', PIPELINES, { pipeline_definition_id: training, _rev: stored?._rev }),
    ]);
    expect([started.statusCode, removed.statusCode]).toContainEqual(200);
    expect([started.statusCode, removed.statusCode]).not.toEqual([200, 200]);
    if (started.statusCode === 200) {
      await calls.ended('alpha', (started.json() as { executionID: string }).executionID);
    }
  });
});
