import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findExecution,
  finishExecution,
  insertExecution,
  insertLogLines,
  readLogLines,
} from '../../../src/platform/autoaccess/pipelines/execution-store.js';
import { reportFileOf } from '../../../src/platform/autoaccess/pipelines/models-dir.js';
import { publishPipeline } from '../../../src/platform/autoaccess/pipelines/published-pipeline.js';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';
import { DATASOURCES, pipelineCalls, PIPELINES } from './pipelines/pipeline-calls.js';

let fixture: AutoAccessFixture;
let calls: ReturnType<typeof pipelineCalls>;
let seeded: { training: string; prediction: string; datasource: string };
let modelsDir: string;
beforeAll(async () => {
  modelsDir = await mkdtemp(join(tmpdir(), 'delete-guard-models-'));
  fixture = await startAutoAccess();
  calls = pipelineCalls(fixture);
  seeded = await calls.seeded('alpha');
});
afterAll(async () => {
  await fixture.close();
  await rm(modelsDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

const SEEDED_INPUT = 'autoaccess-training/events/auth-events.jsonl';

async function persisted(realm: string, kind: string, record: Json): Promise<Json> {
  const response = await calls.persist(realm, kind, record);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return (response.json().entityData as Json[])[0]!;
}

const training = (name: string, extra: Json = {}) => ({
  pipeline_name: name,
  pipeline_type: 'Training',
  datasource_id: seeded.datasource,
  ...extra,
});

const pipelineRef = (pipeline: Json) => ({
  pipeline_definition_id: pipeline.pipeline_definition_id,
  _rev: pipeline._rev,
});

async function stored(realm: string, kind: string, idField: string, id: unknown) {
  return (await calls.search(realm, kind)).some((record) => record[idField] === id);
}

const activeRun = (realm: string, definitionId: string, executionId: string) =>
  insertExecution(fixture.platform.db, {
    realm,
    execution_id: executionId,
    pipeline_definition_id: definitionId,
    pipeline_type: 'Training',
    started_at: new Date(),
    stage: 'training',
  });

const endRun = (executionId: string) =>
  fixture.platform.db
    .updateTable('autoaccess_pipeline_executions')
    .set({ state: 'FAILED', result: 'FAILURE: test', ended_at: new Date() })
    .where('execution_id', '=', executionId)
    .execute();

describe('deleting a data source', () => {
  it('is refused while a pipeline reads it, naming the pipelines, and keeps it', async () => {
    const [source] = (await calls.search('alpha', DATASOURCES)).filter(
      (record) => record.datasource_id === seeded.datasource,
    );
    const response = await calls.remove('alpha', DATASOURCES, {
      datasource_id: seeded.datasource,
      _rev: source!._rev,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 409,
      message: 'The data source cannot be deleted while pipelines use it: Prediction, Training.',
    });
    expect(await stored('alpha', DATASOURCES, 'datasource_id', seeded.datasource)).toBe(true);
  });

  it('deletes one that no pipeline reads', async () => {
    const source = await persisted('alpha', DATASOURCES, {
      name: 'Unused source',
      input: SEEDED_INPUT,
      feature_mapping: {},
    });
    const response = await calls.remove('alpha', DATASOURCES, {
      datasource_id: source.datasource_id,
      _rev: source._rev,
    });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    expect(await stored('alpha', DATASOURCES, 'datasource_id', source.datasource_id)).toBe(false);
  });

  it('is 404 from another realm, which leaves the record alone', async () => {
    const response = await calls.remove('bravo', DATASOURCES, {
      datasource_id: seeded.datasource,
    });
    expect(response.statusCode).toBe(404);
    expect(await stored('alpha', DATASOURCES, 'datasource_id', seeded.datasource)).toBe(true);
  });
});

describe('deleting a pipeline definition', () => {
  it('is refused while it runs, and allowed once the run has ended', async () => {
    const pipeline = await persisted('alpha', PIPELINES, training('Running training'));
    const id = String(pipeline.pipeline_definition_id);
    await activeRun('alpha', id, 'delete-guard-run');
    const refused = await calls.remove('alpha', PIPELINES, pipelineRef(pipeline));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The pipeline cannot be deleted while it is running.');
    expect(await stored('alpha', PIPELINES, 'pipeline_definition_id', id)).toBe(true);

    await endRun('delete-guard-run');
    const deleted = await calls.remove('alpha', PIPELINES, pipelineRef(pipeline));
    expect(deleted.statusCode, JSON.stringify(deleted.json())).toBe(200);
    expect(await stored('alpha', PIPELINES, 'pipeline_definition_id', id)).toBe(false);
  });

  it('is refused for the published Training', async () => {
    const pipeline = await persisted('alpha', PIPELINES, training('Published training'));
    const id = String(pipeline.pipeline_definition_id);
    await publishPipeline(fixture.platform.db, 'alpha', {
      pipeline_definition_id: id,
      execution_id: 'delete-guard-published',
    });
    const response = await calls.remove('alpha', PIPELINES, pipelineRef(pipeline));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The pipeline cannot be deleted while it is published: predictions use its models.',
    );
    expect(await stored('alpha', PIPELINES, 'pipeline_definition_id', id)).toBe(true);
  });

  it('is refused for a Training a Prediction uses, until that Prediction is deleted', async () => {
    const trained = await persisted('alpha', PIPELINES, training('Trains a prediction'));
    const prediction = await persisted('alpha', PIPELINES, {
      ...training('Scores with it'),
      pipeline_type: 'Prediction',
      training_pipeline_definition_id: trained.pipeline_definition_id,
    });
    const refused = await calls.remove('alpha', PIPELINES, pipelineRef(trained));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The pipeline cannot be deleted while Prediction pipelines use it: Scores with it.',
    );

    expect((await calls.remove('alpha', PIPELINES, pipelineRef(prediction))).statusCode).toBe(200);
    expect((await calls.remove('alpha', PIPELINES, pipelineRef(trained))).statusCode).toBe(200);
    expect(
      await stored('alpha', PIPELINES, 'pipeline_definition_id', trained.pipeline_definition_id),
    ).toBe(false);
  });

  it('checks a stale revision before the guards, as before', async () => {
    const response = await calls.remove('alpha', PIPELINES, {
      pipeline_definition_id: seeded.training,
      _rev: '99',
    });
    expect(response.statusCode).toBe(412);
  });

  it('heeds only its own realm: another realm’s run and publication of the same id do not hold it', async () => {
    const id = 'delete-guard-shared-id';
    const other = await persisted('bravo', PIPELINES, {
      pipeline_definition_id: id,
      pipeline_name: 'Bravo training',
      pipeline_type: 'Training',
    });
    await activeRun('bravo', id, 'delete-guard-bravo-run');
    await publishPipeline(fixture.platform.db, 'bravo', {
      pipeline_definition_id: id,
      execution_id: 'delete-guard-bravo-run',
    });
    const own = await persisted(
      'alpha',
      PIPELINES,
      training('Alpha training', {
        pipeline_definition_id: id,
      }),
    );

    expect((await calls.remove('bravo', PIPELINES, pipelineRef(other))).statusCode).toBe(409);
    expect((await calls.remove('alpha', PIPELINES, pipelineRef(own))).statusCode).toBe(200);
    expect(await stored('bravo', PIPELINES, 'pipeline_definition_id', id)).toBe(true);
  });

  it('takes its runs, their logs and the model files they wrote with it', async () => {
    const pipeline = await persisted('alpha', PIPELINES, training('Trained once'));
    const id = String(pipeline.pipeline_definition_id);
    const { db } = fixture.platform;
    const modelFile = join(modelsDir, 'delete-guard-model.json');
    await writeFile(modelFile, '{}');
    await writeFile(reportFileOf(modelFile), '{}');
    await activeRun('alpha', id, 'delete-guard-trained');
    await insertLogLines(db, 'alpha', 'delete-guard-trained', 0, [
      { time: new Date(), level: 'info', message: 'Trained' },
    ]);
    await finishExecution(db, 'alpha', 'delete-guard-trained', {
      state: 'SUCCEEDED',
      result: 'SUCCESS',
      model_path: modelFile,
    });

    expect((await calls.remove('alpha', PIPELINES, pipelineRef(pipeline))).statusCode).toBe(200);
    expect(await findExecution(db, 'alpha', 'delete-guard-trained')).toBeUndefined();
    expect(await readLogLines(db, 'alpha', 'delete-guard-trained')).toEqual([]);
    expect(existsSync(modelFile)).toBe(false);
    expect(existsSync(reportFileOf(modelFile))).toBe(false);
  });

  it('keeps the definition, its runs and their logs when deleting the runs fails', async () => {
    const pipeline = await persisted('alpha', PIPELINES, training('Delete fails midway'));
    const id = String(pipeline.pipeline_definition_id);
    const { db } = fixture.platform;
    await activeRun('alpha', id, 'delete-guard-kept');
    await insertLogLines(db, 'alpha', 'delete-guard-kept', 0, [
      { time: new Date(), level: 'info', message: 'Kept' },
    ]);
    await endRun('delete-guard-kept');
    await sql`create function refuse_log_delete() returns trigger language plpgsql as $$
      begin raise exception 'log delete refused'; end $$`.execute(db);
    await sql`create trigger refuse_log_delete before delete on autoaccess_pipeline_logs
      for each row when (old.execution_id = 'delete-guard-kept')
      execute function refuse_log_delete()`.execute(db);
    try {
      expect((await calls.remove('alpha', PIPELINES, pipelineRef(pipeline))).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_log_delete on autoaccess_pipeline_logs`.execute(db);
      await sql`drop function refuse_log_delete`.execute(db);
    }
    expect(await stored('alpha', PIPELINES, 'pipeline_definition_id', id)).toBe(true);
    expect(await findExecution(db, 'alpha', 'delete-guard-kept')).toBeDefined();
    expect(await readLogLines(db, 'alpha', 'delete-guard-kept')).toHaveLength(1);
  });

  it('is 404 from another realm, which leaves the definition alone', async () => {
    const response = await calls.remove('bravo', PIPELINES, {
      pipeline_definition_id: seeded.prediction,
    });
    expect(response.statusCode).toBe(404);
    expect(await stored('alpha', PIPELINES, 'pipeline_definition_id', seeded.prediction)).toBe(
      true,
    );
  });
});
