import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPipelineDefinitionInputSchema,
  deletePipelineDefinitionArgsSchema,
  pipelineDefinitionsArgsSchema,
  pipelineParameterErrors,
  runPipelineArgsSchema,
  updatePipelineExecutionStatusArgsSchema,
} from '../../src/domain/autoaccess/pipeline-inputs.js';
import { DEFAULT_PIPELINE_PARAMETERS } from '../../src/domain/autoaccess/pipeline-parameters.js';
import { fromUpstream } from '../../src/gateway/errors.js';
import {
  createPipelineDefinition,
  deletePipelineDefinition,
  loadPipelineDefinitions,
  loadPipelineExecution,
  loadPipelineLogs,
  loadPipelineModels,
  publishPipeline,
  runPipeline,
  updatePipelineExecutionStatus,
  type PipelineClients,
} from '../../src/gateway/models/autoaccess-pipelines.js';
import { createAutoAccessJas } from '../../src/gateway/upstream/autoaccess-jas.js';
import { createAutoAccessPipelinesApi } from '../../src/gateway/upstream/autoaccess-pipelines-api.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { startFakeUpstream } from '../support/fake-upstream.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Answer = { status: number; body: unknown };

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let received: Received[];
/** Answers by `METHOD url`, else by `METHOD path` (without the query), first in first out. */
let answers: Map<string, Answer[]>;

const answer = (route: string, status: number, body: unknown) =>
  answers.set(route, [...(answers.get(route) ?? []), { status, body }]);

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? (JSON.parse(text) as unknown) : undefined));
  });
}

beforeEach(async () => {
  received = [];
  answers = new Map();
  upstream = await startFakeUpstream((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then((body) => {
      const url = request.url ?? '';
      received.push({ method: request.method ?? '', url, headers: request.headers, body });
      const route = `${request.method} ${url.split('?')[0]}`;
      const exact = answers.get(`${request.method} ${url}`);
      const next = (exact?.length ? exact : answers.get(route))?.shift() ?? {
        status: 500,
        body: { message: `unexpected call ${route}` },
      };
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
});

afterEach(async () => {
  await upstream.close();
});

const caller = () => Promise.resolve({ accessToken: 'token-1', realm: 'alpha' });
const http = () =>
  createUpstreamHttp({ service: 'autoaccess', baseUrl: upstream.url, timeoutMs: 5_000 });
const clients = (): PipelineClients => ({
  pipelines: createAutoAccessPipelinesApi({ api: http(), jas: http() }, caller),
  jas: createAutoAccessJas(http(), caller),
});

const SEARCH_PIPELINES = 'POST /entity/search/autoaccess/api/pipeline_definition/1';
const SEARCH_SOURCES = 'POST /entity/search/autoaccess/datasources/1';

const pipeline = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  pipeline_definition_id: id,
  pipeline_name: name,
  pipeline_type: 'Training',
  pipeline_parameters: DEFAULT_PIPELINE_PARAMETERS,
  datasource_id: 'ds-1',
  pipeline_executions: [] as unknown[],
  pipeline_created: '2026-01-05T10:20:30.000Z',
  ueba_risk_threshold: 50,
  _rev: '3',
  ...overrides,
});

const hitsOf = (records: { pipeline_name: string }[], total = records.length) => ({
  hits: {
    total: { value: total, relation: 'eq' },
    hits: records.map((source) => ({ _source: source, sort: [source.pipeline_name] })),
  },
});

const sources = {
  hits: {
    total: { value: 1, relation: 'eq' },
    hits: [
      {
        _source: {
          datasource_id: 'ds-1',
          name: 'Sign-in events',
          input: 'autoaccess-training/events/auth-events.jsonl',
          isActive: true,
          _rev: '1',
        },
        sort: ['Sign-in events'],
      },
    ],
  },
};

/** The GraphQL error `run` rejects with. */
async function refusalOf(run: () => Promise<unknown>): Promise<GraphQLError> {
  const error = await run().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (error instanceof GraphQLError) return error;
  if (error instanceof UpstreamError) return fromUpstream(error);
  throw new Error(`No refusal: ${String(error)}`);
}

const parameters = {
  modelA: { batchSize: 512, epochs: 1000, learningRate: 0.001 },
  modelB: { batchSize: 256, epochs: 50, learningRate: 0.0005 },
  modelC: { minNumberOfClusters: 4, maxNumberOfClusters: 45 },
  embeddings: { embeddingDimension: 20, learningRate: 0.001, window: 5 },
};

describe('pipeline definitions over the entity search', () => {
  it('reads one page by pipeline name with the caller token and tenant, with data source names and executions', async () => {
    answer(
      SEARCH_PIPELINES,
      200,
      hitsOf(
        [
          pipeline('p-1', 'Prediction', {
            pipeline_type: 'Prediction',
            training_pipeline_definition_id: 'p-2',
            pipeline_executions: [
              { execution_id: 'e-1', status: 'SUCCEEDED', start_time: 100, end_time: 160 },
              { execution_id: 'e-2', status: 'ACTIVE', start_time: '2026-01-05T10:20:30.000Z' },
            ],
          }),
          pipeline('p-2', 'Training', { datasource_id: 'gone' }),
        ],
        3,
      ),
    );
    answer(SEARCH_SOURCES, 200, sources);
    answer('GET /pipeline', 200, { name: 'e-2', state: 'ACTIVE', result: null, endTime: null });
    const page = await loadPipelineDefinitions(clients(), { search: 'tra', pageSize: 2 });
    const search = received.find((call) => call.url.includes('pipeline_definition'));
    expect(search).toMatchObject({
      headers: { authorization: 'Bearer token-1', 'x-tenant-id': 'alpha' },
      body: {
        query: { wildcard: { pipeline_name: { value: '*tra*', case_insensitive: true } } },
        sort: [{ pipeline_name: 'asc' }],
        size: 2,
        track_total_hits: true,
      },
    });
    expect(page.total).toBe(3);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.rows[0]).toMatchObject({
      id: 'p-1',
      rev: '3',
      type: 'Prediction',
      trainingPipelineDefinitionId: 'p-2',
      dataSource: { id: 'ds-1', name: 'Sign-in events', active: true },
      executions: [
        { executionId: 'e-1', status: 'SUCCEEDED', startTime: 100, endTime: 160 },
        { executionId: 'e-2', status: 'ACTIVE', startTime: 1767608430, endTime: null },
      ],
      parameters: {
        modelA: { batchSize: 512, epochs: 1000, learningRate: 0.001 },
        modelC: { minNumberOfClusters: 4, maxNumberOfClusters: 45 },
      },
    });
    expect(page.rows[1]?.dataSource).toBeNull();

    answer(SEARCH_PIPELINES, 200, hitsOf([pipeline('p-3', 'Zulu')], 3));
    answer(SEARCH_SOURCES, 200, sources);
    await loadPipelineDefinitions(clients(), {
      pageSize: 2,
      sortDescending: true,
      after: page.nextCursor,
    });
    expect(
      received.filter((call) => call.url.includes('pipeline_definition')).at(-1)?.body,
    ).toEqual({
      query: { match_all: {} },
      sort: [{ pipeline_name: 'desc' }],
      size: 2,
      track_total_hits: true,
      search_after: ['Training'],
    });
  });

  it('bounds the list arguments', () => {
    expect(validateInput(pipelineDefinitionsArgsSchema, { pageSize: 20 })).toEqual({
      pageSize: 20,
    });
    expect(() => validateInput(pipelineDefinitionsArgsSchema, { pageSize: 7 })).toThrow();
    expect(() =>
      validateInput(pipelineDefinitionsArgsSchema, { pageSize: 10, search: 'x'.repeat(101) }),
    ).toThrow();
  });
});

describe('runs a definition stores as ACTIVE', () => {
  const UPSERT = 'PATCH /entity/upsert/autoaccess/api/pipeline_definition/1';
  const run = (executionId: string) => `GET /pipeline?executionID=${executionId}`;
  const stored = pipeline('p-1', 'Training', {
    pipeline_executions: [
      { execution_id: 'e-1', status: 'ACTIVE', start_time: 100 },
      { execution_id: 'e-2', status: 'ACTIVE', start_time: 200 },
    ],
  });
  const ended = (name: string, state: string, result: string, end: number) => ({
    name,
    state,
    result,
    startTime: { seconds: 100 },
    endTime: { seconds: end },
  });
  const listed = async () => {
    answer(SEARCH_PIPELINES, 200, hitsOf([stored]));
    answer(SEARCH_SOURCES, 200, sources);
    const page = await loadPipelineDefinitions(clients(), { pageSize: 10 });
    return page.rows[0]!;
  };
  const checkedRuns = () =>
    received.filter((call) => call.method === 'GET').map((call) => call.url);
  const upserts = () => received.filter((call) => call.method === 'PATCH');

  it('are checked, and saved on the definition at the revision read once they have ended', async () => {
    answer(run('e-1'), 200, ended('e-1', 'SUCCEEDED', 'FAILURE: no events', 160));
    answer(run('e-2'), 200, ended('e-2', 'SUCCEEDED', 'SUCCESS', 260));
    answer(UPSERT, 200, {
      entityData: [
        {
          ...stored,
          _rev: '4',
          pipeline_executions: [
            { execution_id: 'e-1', status: 'FAILED', start_time: 100, end_time: 160 },
            { execution_id: 'e-2', status: 'SUCCEEDED', start_time: 200, end_time: 260 },
          ],
        },
      ],
    });
    const row = await listed();
    expect(checkedRuns().sort()).toEqual([
      '/pipeline?executionID=e-1',
      '/pipeline?executionID=e-2',
    ]);
    expect(upserts()).toHaveLength(1);
    expect(upserts()[0]?.body).toMatchObject({
      entityData: [
        {
          pipeline_definition_id: 'p-1',
          _rev: '3',
          pipeline_executions: [
            { execution_id: 'e-1', status: 'FAILED', start_time: 100, end_time: 160 },
            { execution_id: 'e-2', status: 'SUCCEEDED', start_time: 200, end_time: 260 },
          ],
        },
      ],
    });
    expect(row.rev).toBe('4');
    expect(row.executions).toEqual([
      { executionId: 'e-1', status: 'FAILED', startTime: 100, endTime: 160 },
      { executionId: 'e-2', status: 'SUCCEEDED', startTime: 200, endTime: 260 },
    ]);
  });

  it('are not written while they run, nor when their status cannot be read', async () => {
    answer(run('e-1'), 200, { name: 'e-1', state: 'ACTIVE', result: null, endTime: null });
    answer(run('e-2'), 404, { code: 404, message: 'No such execution' });
    const row = await listed();
    expect(checkedRuns()).toHaveLength(2);
    expect(upserts()).toEqual([]);
    expect(row.executions.map((execution) => execution.status)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('show their end when the platform refuses the save, and keep the stored revision', async () => {
    answer(run('e-1'), 200, ended('e-1', 'FAILED', 'FAILURE: stopped', 150));
    answer(run('e-2'), 200, { name: 'e-2', state: 'ACTIVE', result: null, endTime: null });
    answer(UPSERT, 412, { code: 412, reason: 'Precondition Failed', message: 'revision mismatch' });
    const row = await listed();
    expect(upserts()).toHaveLength(1);
    expect(row.rev).toBe('3');
    expect(row.executions).toEqual([
      { executionId: 'e-1', status: 'FAILED', startTime: 100, endTime: 150 },
      { executionId: 'e-2', status: 'ACTIVE', startTime: 200, endTime: null },
    ]);
  });
});

describe('creating a pipeline definition', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Nightly training',
    type: 'Training',
    dataSourceId: 'ds-1',
    trainingPipelineDefinitionId: null,
    parameters,
    uebaRiskThreshold: 60,
    ...overrides,
  });
  const create = async (raw: ReturnType<typeof input>) =>
    createPipelineDefinition(clients(), {
      ...validateInput(createPipelineDefinitionInputSchema, raw),
      parameters: raw.parameters,
    });

  it('persists the definition with its parameters in the stored names, never run', async () => {
    answer(SEARCH_SOURCES, 200, sources);
    answer('POST /entity/persist/autoaccess/api/pipeline_definition/1', 200, {
      entityData: [pipeline('new', 'Nightly training', { _rev: '1' })],
    });
    const created = await create(input());
    expect(created).toMatchObject({ id: 'new', rev: '1', name: 'Nightly training' });
    const persisted = received.find((call) => call.url.includes('/entity/persist/'));
    expect(persisted?.body).toMatchObject({
      entityData: [
        {
          pipeline_definition_id: expect.any(String) as unknown,
          pipeline_name: 'Nightly training',
          pipeline_type: 'Training',
          datasource_id: 'ds-1',
          pipeline_executions: [],
          ueba_risk_threshold: 60,
          pipeline_parameters: {
            modelA: { batch_size: 512, epochs: 1000, learning_rate: 0.001 },
            modelB: { batch_size: 256, epochs: 50, learning_rate: 0.0005 },
            modelC: { min_number_of_clusters: 4, max_number_of_clusters: 45 },
            embeddings: { embedding_dimension: 20, learning_rate: 0.001, window: 5 },
          },
        },
      ],
    });
    expect(
      (persisted?.body as { entityData: Record<string, unknown>[] }).entityData[0],
    ).not.toHaveProperty('training_pipeline_definition_id');
  });

  it('refuses parameters beyond the spec defaults per field, before anything goes upstream', async () => {
    const refusal = await refusalOf(() =>
      create(
        input({
          parameters: {
            ...parameters,
            modelA: { batchSize: 1024, epochs: 1000, learningRate: 0.01 },
            modelC: { minNumberOfClusters: 30, maxNumberOfClusters: 10 },
          },
        }),
      ),
    );
    expect(refusal.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([
        {
          field: 'parameters.modelA.batch_size',
          message: 'validation.maxValue',
          values: { max: 512 },
        },
        {
          field: 'parameters.modelA.learning_rate',
          message: 'validation.maxValue',
          values: { max: 0.001 },
        },
        {
          field: 'parameters.modelC.min_number_of_clusters',
          message: 'pipelines.validation.clusterRange',
        },
      ]) as unknown,
    });
    expect(received).toEqual([]);
  });

  it('needs a Training for a Prediction, and one that is a Training of the realm', async () => {
    const missing = await refusalOf(() => create(input({ type: 'Prediction' })));
    expect(missing.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'trainingPipelineDefinitionId', message: 'validation.required' }],
    });

    answer(SEARCH_SOURCES, 200, sources);
    answer(
      SEARCH_PIPELINES,
      200,
      hitsOf([pipeline('p-9', 'Other', { pipeline_type: 'Prediction' })]),
    );
    const notTraining = await refusalOf(() =>
      create(input({ type: 'Prediction', trainingPipelineDefinitionId: 'p-9' })),
    );
    expect(notTraining.extensions).toMatchObject({
      fieldErrors: [{ field: 'trainingPipelineDefinitionId', message: 'validation.invalid_value' }],
    });
    expect(received.some((call) => call.url.includes('/entity/persist/'))).toBe(false);
  });

  it('refuses a data source the realm does not have', async () => {
    answer(SEARCH_SOURCES, 200, sources);
    const refusal = await refusalOf(() => create(input({ dataSourceId: 'ds-unknown' })));
    expect(refusal.extensions).toMatchObject({
      fieldErrors: [{ field: 'dataSourceId', message: 'validation.invalid_value' }],
    });
  });

  it('shares its parameter rules with the form: the defaults pass, text and fractions do not', () => {
    expect(pipelineParameterErrors(DEFAULT_PIPELINE_PARAMETERS)).toEqual([]);
    expect(
      pipelineParameterErrors({
        ...DEFAULT_PIPELINE_PARAMETERS,
        embeddings: { embedding_dimension: 2.5, learning_rate: 0, window: Number.NaN },
      }),
    ).toEqual([
      { field: 'parameters.embeddings.embedding_dimension', message: 'validation.integer' },
      { field: 'parameters.embeddings.learning_rate', message: 'validation.too_small' },
      { field: 'parameters.embeddings.window', message: 'validation.numeric' },
    ]);
  });
});

describe('saving an execution status on its definition', () => {
  const args = (overrides: Record<string, unknown> = {}) =>
    validateInput(updatePipelineExecutionStatusArgsSchema, {
      pipelineDefinitionId: 'p-1',
      rev: '4',
      executionId: 'e-2',
      status: 'SUCCEEDED',
      endTime: 1767608500,
      ...overrides,
    });
  const stored = pipeline('p-1', 'Training', {
    _rev: '4',
    pipeline_executions: [
      { execution_id: 'e-1', status: 'FAILED', start_time: 100, end_time: 160 },
      { execution_id: 'e-2', status: 'ACTIVE', start_time: 200 },
    ],
  });

  it('writes the status and end time of that execution at the revision the page read', async () => {
    answer(SEARCH_PIPELINES, 200, hitsOf([stored]));
    answer(SEARCH_SOURCES, 200, sources);
    answer('PATCH /entity/upsert/autoaccess/api/pipeline_definition/1', 200, {
      entityData: [{ ...stored, _rev: '5' }],
    });
    const saved = await updatePipelineExecutionStatus(clients(), args());
    expect(saved.rev).toBe('5');
    const upsert = received.find((call) => call.method === 'PATCH');
    expect(upsert?.body).toMatchObject({
      entityData: [
        {
          pipeline_definition_id: 'p-1',
          _rev: '4',
          pipeline_executions: [
            { execution_id: 'e-1', status: 'FAILED', start_time: 100, end_time: 160 },
            { execution_id: 'e-2', status: 'SUCCEEDED', start_time: 200, end_time: 1767608500 },
          ],
        },
      ],
    });
  });

  it('leaves out an end time while the run is active', async () => {
    answer(SEARCH_PIPELINES, 200, hitsOf([stored]));
    answer(SEARCH_SOURCES, 200, sources);
    answer('PATCH /entity/upsert/autoaccess/api/pipeline_definition/1', 200, {
      entityData: [stored],
    });
    await updatePipelineExecutionStatus(clients(), args({ status: 'ACTIVE', endTime: null }));
    const written = (
      received.find((call) => call.method === 'PATCH')?.body as {
        entityData: { pipeline_executions: Record<string, unknown>[] }[];
      }
    ).entityData[0]?.pipeline_executions[1];
    expect(written).toEqual({ execution_id: 'e-2', status: 'ACTIVE', start_time: 200 });
  });

  it('is a CONFLICT when the definition changed since (412)', async () => {
    answer(SEARCH_PIPELINES, 200, hitsOf([stored]));
    answer(SEARCH_SOURCES, 200, sources);
    answer('PATCH /entity/upsert/autoaccess/api/pipeline_definition/1', 412, {
      code: 412,
      reason: 'Precondition Failed',
      message: 'revision mismatch',
    });
    const refusal = await refusalOf(() => updatePipelineExecutionStatus(clients(), args()));
    expect(refusal.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('is NOT_FOUND for an execution the definition does not have', async () => {
    answer(SEARCH_PIPELINES, 200, hitsOf([stored]));
    const refusal = await refusalOf(() =>
      updatePipelineExecutionStatus(clients(), args({ executionId: 'e-9' })),
    );
    expect(refusal.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(received.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('bounds its arguments', () => {
    expect(() => args({ status: 'DONE' })).toThrow();
    expect(() => args({ endTime: -1 })).toThrow();
    expect(() => args({ endTime: 1.5 })).toThrow();
    expect(() => args({ rev: 'a b' })).toThrow();
    expect(() => args({ pipelineDefinitionId: '../x' })).toThrow();
  });
});

describe('deleting a pipeline definition', () => {
  const DELETE = 'DELETE /entity/delete/autoaccess/api/pipeline_definition/1';
  const remove = () =>
    deletePipelineDefinition(
      clients().pipelines,
      validateInput(deletePipelineDefinitionArgsSchema, { id: 'p-1', rev: '3' }),
    );

  it('sends the delete in the entity write envelope, at the revision the page read', async () => {
    answer(DELETE, 200, { entityData: [pipeline('p-1', 'Nightly')] });
    expect(await remove()).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'DELETE',
      url: '/entity/delete/autoaccess/api/pipeline_definition/1',
      headers: { authorization: 'Bearer token-1', 'x-tenant-id': 'alpha' },
      body: {
        branch: 'actual',
        contextId: expect.stringMatching(/^UI Changes - [0-9a-f-]{36}$/) as unknown,
        entityData: [{ pipeline_definition_id: 'p-1', _rev: '3' }],
        indexingRequired: true,
        tags: {},
        indexInSync: true,
      },
    });
  });

  it.each([
    'The pipeline cannot be deleted while it is running.',
    'The pipeline cannot be deleted while it is published: predictions use its models.',
    'The pipeline cannot be deleted while Prediction pipelines use it: Scoring.',
  ])('passes the refusal on as a CONFLICT in the platform words: %s', async (message) => {
    answer(DELETE, 409, { code: 409, reason: 'Conflict', message });
    const refusal = await refusalOf(remove);
    expect(refusal.message).toBe(message);
    expect(refusal.extensions).toEqual({ code: 'CONFLICT', serverMessage: message });
  });

  it('makes a stale revision a CONFLICT without platform words, and an unknown id NOT_FOUND', async () => {
    answer(DELETE, 412, { code: 412, reason: 'Precondition Failed', message: 'revision mismatch' });
    expect((await refusalOf(remove)).extensions).toEqual({ code: 'CONFLICT' });
    answer(DELETE, 404, { code: 404, reason: 'Not Found', message: 'entity not found: p-1' });
    expect((await refusalOf(remove)).extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('bounds its arguments', () => {
    const args = (overrides: Record<string, unknown>) =>
      validateInput(deletePipelineDefinitionArgsSchema, { id: 'p-1', rev: '3', ...overrides });
    expect(() => args({ id: '../x' })).toThrow();
    expect(() => args({ id: 'x'.repeat(129) })).toThrow();
    expect(() => args({ rev: 'a b' })).toThrow();
    expect(() => args({ rev: '' })).toThrow();
    expect(received).toHaveLength(0);
  });
});

describe('runs through the auto-access API', () => {
  it('starts a run with the definition and threshold', async () => {
    answer('POST /pipeline', 200, { executionID: 'e-7', message: 'Pipeline started', gcp_url: '' });
    const run = await runPipeline(
      clients().pipelines,
      validateInput(runPipelineArgsSchema, { pipelineDefinitionId: 'p-1', uebaRiskThreshold: 65 }),
    );
    expect(run).toEqual({ executionId: 'e-7', message: 'Pipeline started' });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/pipeline',
      headers: { authorization: 'Bearer token-1', 'x-tenant-id': 'alpha' },
      body: { pipeline_definition_id: 'p-1', ueba_risk_threshold: 65 },
    });
  });

  it.each([
    'A Prediction pipeline needs a Training pipeline whose latest run succeeded.',
    'Another Prediction pipeline is already running.',
    'The data source of this pipeline is not active.',
  ])('passes the guard refusal on in the platform words: %s', async (message) => {
    answer('POST /pipeline', 409, { code: 409, reason: 'Conflict', message });
    const refusal = await refusalOf(() =>
      runPipeline(clients().pipelines, {
        pipelineDefinitionId: 'p-2',
        uebaRiskThreshold: 50,
      }),
    );
    expect(refusal.message).toBe(message);
    expect(refusal.extensions).toEqual({ code: 'CONFLICT' });
  });

  it('refuses a threshold outside 0 to 100 before calling', () => {
    for (const uebaRiskThreshold of [-1, 100.5]) {
      expect(() =>
        validateInput(runPipelineArgsSchema, { pipelineDefinitionId: 'p-1', uebaRiskThreshold }),
      ).toThrow();
    }
  });

  it('reads an execution: SUCCEEDED with a FAILURE result is FAILED, times in seconds, progress', async () => {
    answer('GET /pipeline', 200, {
      name: 'e-7',
      pipeline_definition_id: 'p-1',
      state: 'SUCCEEDED',
      result: 'FAILURE: the data file is empty',
      startTime: { seconds: 100 },
      endTime: { seconds: 130 },
      progress: { stage: 'Reading events', percent: 100 },
    });
    const execution = await loadPipelineExecution(clients().pipelines, 'e-7');
    expect(received[0]?.url).toBe('/pipeline?executionID=e-7');
    expect(execution).toEqual({
      executionId: 'e-7',
      pipelineDefinitionId: 'p-1',
      status: 'FAILED',
      result: 'FAILURE: the data file is empty',
      startTime: 100,
      endTime: 130,
      progress: { stage: 'Reading events', percent: 100 },
    });

    answer('GET /pipeline', 200, {
      name: 'e-8',
      state: 'ACTIVE',
      result: null,
      startTime: { seconds: 200 },
      endTime: null,
      progress: { stage: 'Training Model A', percent: 42 },
    });
    expect(await loadPipelineExecution(clients().pipelines, 'e-8')).toMatchObject({
      status: 'ACTIVE',
      endTime: null,
      progress: { stage: 'Training Model A', percent: 42 },
    });
  });

  it('reads the logs of a run, and none for a pipeline that never ran', async () => {
    answer('GET /pipeline/p-1/logs', 200, {
      executionID: 'e-7',
      logs: [
        { time: '2026-01-05T10:20:30.000Z', level: 'info', message: 'Read 2000 events' },
        { time: '2026-01-05T10:20:31.000Z', level: 'warn', message: 'Few events for u-9' },
      ],
    });
    expect(await loadPipelineLogs(clients().pipelines, 'p-1', 'e-7')).toEqual({
      executionId: 'e-7',
      lines: [
        { time: '2026-01-05T10:20:30.000Z', level: 'INFO', message: 'Read 2000 events' },
        { time: '2026-01-05T10:20:31.000Z', level: 'WARN', message: 'Few events for u-9' },
      ],
    });
    expect(received[0]?.url).toBe('/pipeline/p-1/logs?executionID=e-7');

    answer('GET /pipeline/p-2/logs', 404, { code: 404, reason: 'Not Found', message: 'never ran' });
    expect(await loadPipelineLogs(clients().pipelines, 'p-2', null)).toBeNull();
    expect(received[1]?.url).toBe('/pipeline/p-2/logs');
  });

  it('reads the models report, with each centroid mode in the order of the features', async () => {
    const curves = {
      roc: [{ threshold: 50, fpr: 0.01, tpr: 0.97 }],
      pr: [{ threshold: 50, recall: 0.97, precision: 0.9 }],
      rocAuc: 0.99,
      prAuc: 0.95,
      threshold: 50,
    };
    answer('GET /pipeline/p-1/models', 200, {
      executionId: 'e-7',
      labelled: true,
      positives: 40,
      events: 2000,
      modelA: curves,
      modelB: null,
      cluster_curves: curves,
      ueba: null,
      combined: curves,
      clusters: 2,
      feature_choices: ['city', 'os'],
      centroids: [
        { cluster_name: 'cluster_0', size: 1200, modes: { os: 'Windows', city: 'Paris' } },
        { cluster_name: 'cluster_1', size: 800, modes: { city: 'Berlin' } },
      ],
    });
    const models = await loadPipelineModels(clients().pipelines, 'p-1');
    expect(models).toMatchObject({
      executionId: 'e-7',
      labelled: true,
      curves: [
        { model: 'MODEL_A', ...curves },
        { model: 'MODEL_C', ...curves },
        { model: 'COMBINED', ...curves },
      ],
      featureChoices: ['city', 'os'],
      centroids: [
        {
          name: 'cluster_0',
          size: 1200,
          modes: [
            { feature: 'city', value: 'Paris' },
            { feature: 'os', value: 'Windows' },
          ],
        },
        {
          name: 'cluster_1',
          size: 800,
          modes: [
            { feature: 'city', value: 'Berlin' },
            { feature: 'os', value: '' },
          ],
        },
      ],
    });
  });

  it('says why there are no models in the platform words', async () => {
    answer('GET /pipeline/p-1/models', 404, {
      code: 404,
      reason: 'Not Found',
      message: 'This pipeline has no trained models yet.',
    });
    const refusal = await refusalOf(() => loadPipelineModels(clients().pipelines, 'p-1'));
    expect(refusal.message).toBe('This pipeline has no trained models yet.');
    expect(refusal.extensions).toEqual({ code: 'NOT_FOUND' });
  });

  it('publishes, and passes a refusal on in the platform words', async () => {
    answer('POST /pipeline/publish', 200, { message: 'Pipeline published' });
    expect(await publishPipeline(clients().pipelines, 'p-1')).toEqual({
      message: 'Pipeline published',
    });
    expect(received[0]?.body).toEqual({ pipeline_definition_id: 'p-1' });

    const message = 'Only a Training pipeline whose latest run succeeded can be published.';
    answer('POST /pipeline/publish', 409, { code: 409, reason: 'Conflict', message });
    const refusal = await refusalOf(() => publishPipeline(clients().pipelines, 'p-2'));
    expect(refusal.message).toBe(message);
    expect(refusal.extensions).toEqual({ code: 'CONFLICT' });
  });
});
