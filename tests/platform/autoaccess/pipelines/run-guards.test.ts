import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExecution } from '../../../../src/platform/autoaccess/pipelines/execution-store.js';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { API, DATASOURCES, ENGINE_TIMEOUT, pipelineCalls, PIPELINES } from './pipeline-calls.js';

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

const SEEDED_INPUT = 'autoaccess-training/events/auth-events.jsonl';

/** A run of a definition stored as ACTIVE, as the runner leaves it while it works. */
const activeRun = (definitionId: string, type: 'Training' | 'Prediction', id: string) =>
  insertExecution(fixture.platform.db, {
    realm: 'alpha',
    execution_id: id,
    pipeline_definition_id: definitionId,
    pipeline_type: type,
    started_at: new Date(),
    stage: 'training',
  });

/** Ends a stored run; a Training that succeeds leaves a model file that is not a model. */
async function endRun(id: string, state: 'SUCCEEDED' | 'FAILED') {
  const modelFile = join(fixture.platform.config.bucketsDir, `${id}.json`);
  if (state === 'SUCCEEDED') await writeFile(modelFile, 'not a model');
  await fixture.platform.db
    .updateTable('autoaccess_pipeline_executions')
    .set({
      state,
      result: state === 'SUCCEEDED' ? 'SUCCESS' : 'FAILURE: test',
      ended_at: new Date(),
      model_path: state === 'SUCCEEDED' ? modelFile : null,
    })
    .where('execution_id', '=', id)
    .execute();
}

async function persisted(kind: string, record: Record<string, unknown>): Promise<string> {
  const response = await calls.persist('alpha', kind, record);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  const [stored] = response.json().entityData as Record<string, unknown>[];
  return String(stored?.[kind === DATASOURCES ? 'datasource_id' : 'pipeline_definition_id']);
}

describe('starting a run', ENGINE_TIMEOUT, () => {
  it('answers 404 for an unknown definition and 400 for a bad body', async () => {
    expect((await calls.run('alpha', 'no-such-pipeline')).json()).toMatchObject({
      code: 404,
      message: 'pipeline definition not found: no-such-pipeline',
    });
    for (const body of [
      {},
      { pipeline_definition_id: seeded.training },
      { pipeline_definition_id: seeded.training, ueba_risk_threshold: 101 },
      { pipeline_definition_id: 'x'.repeat(200), ueba_risk_threshold: 50 },
    ]) {
      const response = await fixture.call('alpha', 'POST', `${API}/pipeline`, body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 400 naming a stored parameter out of range', async () => {
    const id = await persisted(PIPELINES, {
      pipeline_name: 'Out of range',
      pipeline_type: 'Training',
      datasource_id: seeded.datasource,
    });
    // Stored around the entity service's checks, as an older version could have stored it.
    await fixture.platform.db
      .updateTable('autoaccess_entities')
      .set({
        data: JSON.stringify({
          pipeline_definition_id: id,
          pipeline_type: 'Training',
          datasource_id: seeded.datasource,
          pipeline_parameters: { modelA: { epochs: 5000 } },
        }),
      })
      .where('id', '=', id)
      .execute();
    const response = await calls.run('alpha', id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('pipeline_parameters.modelA.epochs');
  });

  it('refuses a run whose data source is not active', async () => {
    const datasource = await persisted(DATASOURCES, {
      name: 'Inactive events',
      input: SEEDED_INPUT,
      feature_mapping: { userId: '.user.id' },
    });
    const training = await persisted(PIPELINES, {
      pipeline_name: 'On an inactive source',
      pipeline_type: 'Training',
      datasource_id: datasource,
    });
    expect((await calls.run('alpha', training)).json()).toMatchObject({
      code: 409,
      reason: 'Conflict',
      message: 'The data source of this pipeline is not active.',
    });
  });

  it('refuses a Prediction until its Training has a latest run that succeeded', async () => {
    const refused = {
      code: 409,
      message: 'A Prediction pipeline needs a Training pipeline whose latest run succeeded.',
    };
    expect((await calls.run('alpha', seeded.prediction)).json()).toMatchObject(refused);
    await activeRun(seeded.training, 'Training', 'training-1');
    await endRun('training-1', 'FAILED');
    expect((await calls.run('alpha', seeded.prediction)).json()).toMatchObject(refused);
  });

  it('refuses a second run of a definition while one is active', async () => {
    await activeRun(seeded.training, 'Training', 'training-2');
    expect((await calls.run('alpha', seeded.training)).json()).toMatchObject({
      code: 409,
      message: 'This pipeline is already running.',
    });
    await endRun('training-2', 'SUCCEEDED');
  });

  it('refuses a Prediction while another Prediction is active', async () => {
    const other = await persisted(PIPELINES, {
      pipeline_name: 'Second prediction',
      pipeline_type: 'Prediction',
      datasource_id: seeded.datasource,
      training_pipeline_definition_id: seeded.training,
    });
    await activeRun(seeded.prediction, 'Prediction', 'prediction-1');
    expect((await calls.run('alpha', other)).json()).toMatchObject({
      code: 409,
      message: 'Another Prediction pipeline is already running.',
    });
    expect((await calls.run('alpha', seeded.prediction)).json()).toMatchObject({
      code: 409,
      message: 'This pipeline is already running.',
    });
    await endRun('prediction-1', 'FAILED');
  });

  it('refuses a second concurrent Prediction started through the API', async () => {
    const other = (await calls.search('alpha', PIPELINES)).find(
      (p) => p.pipeline_name === 'Second prediction',
    );
    // The Training "training-2" succeeded above with a broken model file: the run that starts
    // fails in its worker, but only after both requests were answered.
    const [first, second] = await Promise.all([
      calls.run('alpha', seeded.prediction),
      calls.run('alpha', String(other?.pipeline_definition_id)),
    ]);
    const answers = [first, second].map((response) => response.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const refusal = first.statusCode === 409 ? first : second;
    expect(refusal.json().message).toBe('Another Prediction pipeline is already running.');
    const started = first.statusCode === 200 ? first : second;
    const status = await calls.ended('alpha', String(started.json().executionID));
    expect(status.state).toBe('FAILED');
    expect(status.result).toMatch(/^FAILURE: /);
  });
});

describe('pipeline definitions written through the entity service', () => {
  it('are refused with a 400 naming a parameter out of range', async () => {
    const response = await calls.persist('alpha', PIPELINES, {
      pipeline_name: 'Too many epochs',
      pipeline_type: 'Training',
      pipeline_parameters: { modelB: { epochs: 1001 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('pipeline_parameters.modelB.epochs');
    const unknownKey = await calls.persist('alpha', PIPELINES, {
      pipeline_name: 'Unknown model',
      pipeline_type: 'Training',
      pipeline_parameters: { modelZ: {} },
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it("are refused with a 400 when the data source or the Prediction's training is not in the realm", async () => {
    const noSource = await calls.persist('alpha', PIPELINES, {
      pipeline_name: 'Nowhere',
      pipeline_type: 'Training',
      datasource_id: 'no-such-source',
    });
    expect(noSource.json()).toMatchObject({
      code: 400,
      message: 'data source not found: no-such-source',
    });
    const rootSource = (await calls.seeded('root')).datasource;
    expect(
      (
        await calls.persist('alpha', PIPELINES, {
          pipeline_name: "Root's source",
          pipeline_type: 'Training',
          datasource_id: rootSource,
        })
      ).statusCode,
    ).toBe(400);
    for (const training of [seeded.prediction, 'no-such-training', undefined]) {
      const response = await calls.persist('alpha', PIPELINES, {
        pipeline_name: 'Bad prediction',
        pipeline_type: 'Prediction',
        datasource_id: seeded.datasource,
        ...(training ? { training_pipeline_definition_id: training } : {}),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('store the parameters with their defaults filled in, on upsert as well', async () => {
    await calls.change('alpha', PIPELINES, 'pipeline_definition_id', seeded.training, {
      pipeline_parameters: { modelA: { epochs: 10 } },
    });
    const stored = (await calls.search('alpha', PIPELINES)).find(
      (p) => p.pipeline_definition_id === seeded.training,
    );
    expect(stored?.pipeline_parameters).toMatchObject({
      modelA: { epochs: 10, batch_size: 512 },
      modelC: { min_number_of_clusters: 4 },
    });
  });
});

describe('who may call the pipeline services', () => {
  it('answers 401 without a token and 403 for another realm', async () => {
    const anonymous = await fixture.platform.app.inject({
      method: 'GET',
      url: `${API}/pipeline?executionID=x`,
      headers: { 'x-tenant-id': 'alpha' },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await fixture.token('alpha', 'realmadmin');
    for (const url of [`${API}/pipeline?executionID=x`, `${API}/v2/riskConfig/userConfig`]) {
      const foreign = await fixture.platform.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'root' },
      });
      expect(foreign.statusCode).toBe(403);
    }
  });
});
