import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineModelsReport } from '../../../../src/domain/autoaccess/pipeline-models.js';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { API, ENGINE_TIMEOUT, pipelineCalls } from './pipeline-calls.js';

let fixture: AutoAccessFixture;
let calls: ReturnType<typeof pipelineCalls>;
let seeded: { training: string; prediction: string; datasource: string };
beforeAll(async () => {
  fixture = await startAutoAccess();
  calls = pipelineCalls(fixture);
  seeded = await calls.seeded('alpha');
});
afterAll(async () => {
  await fixture.close();
});

interface Logs {
  executionID: string;
  logs: { time: string; level: string; message: string }[];
}

const SEEDED_EVENTS = 2000;

const preview = (config?: string) =>
  fixture.call('alpha', 'POST', `${API}/processEvaluation/v2/preview`, {
    bucket: 'autoaccess-training',
    filePath: 'events/auth-events.jsonl',
    processJSON: { 'active-user-config': config ?? 'risk_score_threshold: 50\n' },
    numOfEvents: 10,
  });

const searchRiskEvents = (realm: string, query: unknown = { match_all: {} }) =>
  fixture.call(realm, 'POST', '/autoaccess/jas/entity/search/', {
    indexName: 'risk_explainability',
    query: { query, size: 3, track_total_hits: true },
  });

describe('train, publish, predict', ENGINE_TIMEOUT, () => {
  let trainingRun: string;

  it('has no models, no logs and nothing to publish before the first run', async () => {
    expect((await calls.models('alpha', seeded.training)).json()).toMatchObject({
      code: 404,
      message: 'This pipeline has no trained models yet.',
    });
    expect((await calls.models('alpha', seeded.prediction)).statusCode).toBe(404);
    expect((await calls.logs('alpha', seeded.training)).statusCode).toBe(404);
    expect((await calls.publish('alpha', seeded.training)).json()).toMatchObject({
      code: 409,
      message: 'Only a Training pipeline whose latest run succeeded can be published.',
    });
  });

  it('scores a preview with the heuristics only while nothing is published', async () => {
    const response = await preview();
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    const body = response.json() as { model: string; events: Record<string, unknown>[] };
    expect(body.model).toBe('heuristics-only');
    expect(body.events).toHaveLength(10);
    expect(body.events[0]).toMatchObject({
      eventId: expect.any(String) as unknown,
      userId: expect.any(String) as unknown,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      risk_score: expect.any(Number) as unknown,
      is_risky_event: expect.any(Boolean) as unknown,
      reasons: expect.arrayContaining([expect.any(String)]) as unknown,
    });
  });

  it('runs the Training off the request path and ends SUCCEEDED, its logs kept', async () => {
    const response = await calls.run('alpha', seeded.training);
    expect(response.json()).toMatchObject({ message: 'Pipeline started', gcp_url: '' });
    trainingRun = String(response.json().executionID);
    // The platform answers at once, the run ACTIVE and its log readable.
    const first = await calls.status('alpha', trainingRun);
    expect(first).toMatchObject({ name: trainingRun, pipeline_definition_id: seeded.training });
    expect((await calls.logs('alpha', seeded.training)).statusCode).toBe(200);

    const status = await calls.ended('alpha', trainingRun);
    expect(status).toMatchObject({
      state: 'SUCCEEDED',
      result: 'SUCCESS',
      progress: { stage: 'done', percent: 100 },
    });
    expect(status.endTime!.seconds).toBeGreaterThanOrEqual(status.startTime.seconds);
    const logs = (await calls.logs('alpha', seeded.training)).json() as unknown as Logs;
    expect(logs.executionID).toBe(trainingRun);
    const messages = logs.logs.map((line) => line.message);
    expect(messages).toContain(`Read ${SEEDED_EVENTS} events`);
    expect(messages.at(-1)).toBe('The run succeeded');
    expect(logs.logs.every((line) => line.level === 'info')).toBe(true);
    const byId = await calls.logs('alpha', seeded.training, trainingRun);
    expect(byId.json()).toEqual(logs);
  });

  it("records the run in the definition's executions", async () => {
    const [definition] = (
      await calls.search('alpha', 'autoaccess/api/pipeline_definition/1')
    ).filter((p) => p.pipeline_definition_id === seeded.training);
    expect(definition?.pipeline_executions).toEqual([
      { execution_id: trainingRun, status: 'ACTIVE', start_time: expect.any(Number) as unknown },
    ]);
    expect(definition?._rev).toBe('2');
  });

  it('reports the trained models, for the Training and for its Prediction', async () => {
    const response = await calls.models('alpha', seeded.training);
    expect(response.statusCode).toBe(200);
    const report = response.json() as unknown as PipelineModelsReport;
    expect(report).toMatchObject({ executionId: trainingRun, labelled: true, events: 2000 });
    expect((await calls.models('alpha', seeded.prediction)).json()).toEqual(report);
  });

  it('publishes the Training into the common configuration', async () => {
    expect((await calls.publish('alpha', seeded.prediction)).statusCode).toBe(409);
    const response = await calls.publish('alpha', seeded.training);
    expect(response.json()).toEqual({ message: 'Pipeline published' });
    const config = await fixture.call(
      'alpha',
      'POST',
      '/autoaccess/jas/entity/search/common/config',
      {
        query: { term: { _id: 'active-access-prediction-config' } },
      },
    );
    const [hit] = (config.json() as { hits: { hits: { _source: Record<string, unknown> }[] } }).hits
      .hits;
    const settings = hit?._source.common_settings as Record<string, string>;
    expect(settings).toMatchObject({
      pipeline_definition_id: seeded.training,
      execution_id: trainingRun,
      published: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(settings.JSLT_MAPPER_PATH!.split('/')[3]).toBe(seeded.training);
  });

  it('scores the preview with the published model', async () => {
    const body = (await preview()).json() as { model: string; events: unknown[] };
    expect(body.model).toBe('published');
    expect(body.events).toHaveLength(10);
  });

  it("runs the Prediction, which writes every event's document into the risk index", async () => {
    expect((await searchRiskEvents('alpha')).json()).toMatchObject({
      hits: { total: { value: 0 } },
    });
    // The run applies the realm's stored risk configuration.
    const saved = await fixture.call('alpha', 'PUT', `${API}/v2/riskConfig/userConfig`, {
      config: 'risk_score_threshold: 60\n',
      _rev: '0',
    });
    expect(saved.statusCode).toBe(200);
    const run = await calls.started('alpha', seeded.prediction);
    const status = await calls.ended('alpha', run);
    expect(status).toMatchObject({ state: 'SUCCEEDED', result: 'SUCCESS' });
    const all = (await searchRiskEvents('alpha')).json() as {
      hits: { total: { value: number }; hits: { _source: Record<string, unknown> }[] };
    };
    expect(all.hits.total.value).toBe(SEEDED_EVENTS);
    expect(all.hits.hits[0]?._source).toMatchObject({
      realm: '/alpha',
      predictionResult: { risk_score_data: { risk_score_threshold: 60 } },
    });
    const risky = await searchRiskEvents('alpha', {
      term: { 'predictionResult.risk_score_data.is_risky_event': true },
    });
    const riskyTotal = (risky.json() as { hits: { total: { value: number } } }).hits.total.value;
    expect(riskyTotal).toBeGreaterThan(0);
    expect(riskyTotal).toBeLessThan(SEEDED_EVENTS / 10);
    const logs = (await calls.logs('alpha', seeded.prediction)).json() as unknown as Logs;
    expect(logs.logs.map((line) => line.message)).toContain(
      `Scored ${SEEDED_EVENTS} events, ${riskyTotal} risky`,
    );
    // Root's index holds none of alpha's events.
    expect((await searchRiskEvents('root')).json()).toMatchObject({
      hits: { total: { value: 0 } },
    });
  });

  it("replaces a realm's documents of the same events on the next Prediction", async () => {
    const run = await calls.started('alpha', seeded.prediction);
    expect((await calls.ended('alpha', run)).state).toBe('SUCCEEDED');
    const all = (await searchRiskEvents('alpha')).json() as { hits: { total: { value: number } } };
    expect(all.hits.total.value).toBe(SEEDED_EVENTS);
  });

  it("keeps each realm's runs to itself", async () => {
    const foreign = await fixture.call('root', 'GET', `${API}/pipeline?executionID=${trainingRun}`);
    expect(foreign.json()).toMatchObject({
      code: 404,
      message: `pipeline execution not found: ${trainingRun}`,
    });
    const rootPipelines = await calls.seeded('root');
    expect((await calls.logs('root', rootPipelines.training)).statusCode).toBe(404);
    expect((await calls.models('root', rootPipelines.training)).statusCode).toBe(404);
    expect((await calls.logs('root', seeded.training)).statusCode).toBe(404);
  });
});
