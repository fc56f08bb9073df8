import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineModelsReport } from '../../../../src/domain/autoaccess/pipeline-models.js';
import { defaultRiskUserConfig } from '../../../../src/domain/autoaccess/risk-config.js';
import type {
  RunMessage,
  RunRequest,
} from '../../../../src/platform/autoaccess/pipelines/run-messages.js';
import { runPipeline } from '../../../../src/platform/autoaccess/pipelines/run-pipeline.js';
import { ENGINE_TIMEOUT } from './pipeline-calls.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'run-pipeline-test-'));
  await mkdir(join(dir, 'events'));
  const lines = Array.from({ length: 30 }, (_, index) =>
    JSON.stringify({
      eventId: `e${index}`,
      userId: `u${index % 3}`,
      ipAddress: `10.0.0.${index % 7}`,
      timestamp: new Date(Date.UTC(2026, 0, 1, index)).toISOString(),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0',
      result: 'SUCCESSFUL',
    }),
  );
  await writeFile(join(dir, 'events', 'few.jsonl'), `${lines.join('\n')}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const request = (change: Partial<RunRequest>): RunRequest => ({
  type: 'Training',
  executionId: 'run-1',
  bucketsDir: dir,
  input: 'events/few.jsonl',
  featureMapping: {},
  parameters: {},
  config: defaultRiskUserConfig(),
  seed: 1,
  uebaRiskThreshold: 50,
  modelFile: join(dir, 'models', 'run-1.json'),
  reportFile: join(dir, 'models', 'run-1.report.json'),
  ...change,
});

async function messagesOf(run: RunRequest): Promise<RunMessage[]> {
  const messages: RunMessage[] = [];
  await runPipeline(run, (message) => messages.push(message));
  return messages;
}

describe('a run in its worker', ENGINE_TIMEOUT, () => {
  it('trains, writes the model and its report, and reports its progress', async () => {
    const messages = await messagesOf(request({}));
    expect(messages.at(-1)).toEqual({ type: 'succeeded' });
    const stages = messages.flatMap((m) => (m.type === 'progress' ? [m] : []));
    expect(stages[0]).toMatchObject({ stage: 'reading' });
    for (const { percent } of stages) expect(percent).toBeGreaterThanOrEqual(0);
    const model = JSON.parse(await readFile(join(dir, 'models', 'run-1.json'), 'utf8')) as {
      version: number;
    };
    expect(model.version).toBe(1);
    const report = JSON.parse(
      await readFile(join(dir, 'models', 'run-1.report.json'), 'utf8'),
    ) as PipelineModelsReport;
    expect(report).toMatchObject({ executionId: 'run-1', events: 30, labelled: false });
    expect(messages).toContainEqual({
      type: 'log',
      level: 'warn',
      message:
        'Only 30 events over 1 day: models trained on less than 1000 events or about six months of data may score poorly.',
    });
  });

  it('fails on a parameter out of range, naming it', async () => {
    const messages = await messagesOf(
      request({ parameters: { modelC: { max_number_of_clusters: 46 } } }),
    );
    expect(messages.at(-1)).toEqual({
      type: 'failed',
      reason: expect.stringContaining('modelC.max_number_of_clusters') as unknown,
    });
    expect(messages.some((m) => m.type === 'succeeded')).toBe(false);
  });

  it('fails when the engine throws, with its message', async () => {
    await writeFile(join(dir, 'broken-model.json'), JSON.stringify({ version: 1 }));
    const messages = await messagesOf(
      request({ type: 'Prediction', modelFile: join(dir, 'broken-model.json') }),
    );
    const last = messages.at(-1);
    expect(last?.type).toBe('failed');
    expect(messages.some((m) => m.type === 'documents')).toBe(false);
  });

  it('fails on a data file that is not there: a Training as a failed baseline ingest', async () => {
    const messages = await messagesOf(request({ input: 'events/none.jsonl' }));
    expect(messages.at(-1)).toEqual({
      type: 'failed',
      reason: 'Baseline ingest failed. file not found: none.jsonl',
    });
    const prediction = await messagesOf(
      request({ type: 'Prediction', input: 'events/none.jsonl' }),
    );
    expect(prediction.at(-1)).toEqual({ type: 'failed', reason: 'file not found: none.jsonl' });
  });

  it('scores every event in batches for a Prediction', async () => {
    const messages = await messagesOf(request({ type: 'Prediction' }));
    expect(messages.at(-1)).toEqual({ type: 'succeeded' });
    const documents = messages.flatMap((m) => (m.type === 'documents' ? m.documents : []));
    expect(documents.map((doc) => doc.predictionResult.features.eventId)).toEqual(
      Array.from({ length: 30 }, (_, index) => `e${index}`),
    );
  });

  it('keeps only the events the retention period holds, and scores a blocked range 100', async () => {
    const config = defaultRiskUserConfig();
    const messages = await messagesOf(
      request({
        type: 'Prediction',
        config: { ...config, ip_lists: { allow: [], block: ['10.0.0.0/30'] } },
        retainFrom: new Date(Date.UTC(2026, 0, 1, 20)).toISOString(),
      }),
    );
    expect(messages.at(-1)).toEqual({ type: 'succeeded' });
    const documents = messages.flatMap((m) => (m.type === 'documents' ? m.documents : []));
    expect(documents.map((doc) => doc.predictionResult.features.eventId)).toEqual(
      Array.from({ length: 10 }, (_, index) => `e${index + 20}`),
    );
    for (const doc of documents) {
      const { ipAddress } = doc.predictionResult.features;
      const blocked = ['10.0.0.0', '10.0.0.1', '10.0.0.2', '10.0.0.3'].includes(ipAddress!);
      const scores = doc.predictionResult.risk_score_data;
      expect(scores.heuristic_agg_result?.block_rule_result?.is_blocked ?? false, ipAddress).toBe(
        blocked,
      );
      if (blocked) expect(scores.risk_score).toBe(100);
    }
    expect(messages).toContainEqual({
      type: 'log',
      level: 'info',
      message: expect.stringContaining('20 older ones are past the retention period') as string,
    });
  });
});
