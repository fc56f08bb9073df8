import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import {
  pipelineParameterErrors,
  type CreatePipelineDefinitionInput,
  type DeletePipelineDefinitionArgs,
  type PipelineDefinitionsArgs,
  type UpdatePipelineExecutionStatusArgs,
} from '../../domain/autoaccess/pipeline-inputs.js';
import type { PipelineParameters as StoredParameters } from '../../domain/autoaccess/pipeline-parameters.js';
import {
  DEFAULT_PIPELINE_PARAMETERS,
  pipelineParametersSchema,
} from '../../domain/autoaccess/pipeline-parameters.js';
import { effectivePipelineStatus } from '../../domain/pipeline-status.js';
import { gatewayError } from '../errors.js';
import type {
  ModelCurves,
  PipelineDefinition,
  PipelineDefinitionPage,
  PipelineExecution,
  PipelineLogs,
  PipelineModels,
  PipelineParameters,
  PipelineParametersInput,
  PipelinePublication,
  PipelineRun,
} from '../generated/resolvers-types.js';
import type { AutoAccessJas, DataSourceRecord } from '../upstream/autoaccess-jas.js';
import type {
  AutoAccessPipelinesApi,
  PipelineExecutionRecord,
  PipelineModelsAnswer,
  PipelineRecord,
} from '../upstream/autoaccess-pipelines-api.js';
import { UpstreamError } from '../upstream/errors.js';
import { decodeCursor, encodeCursor, nameWildcard } from './entity-search-cursor.js';

/** The data sources a page of definitions is matched with, at most. */
const DATA_SOURCES_MAX = 100;

export interface PipelineClients {
  pipelines: AutoAccessPipelinesApi;
  jas: AutoAccessJas;
}

/** Stored parameters as the schema's camel case; missing or odd values read as the defaults. */
function toParameters(stored: Record<string, unknown>): PipelineParameters {
  const parsed = pipelineParametersSchema.safeParse(stored);
  const { modelA, modelB, modelC, embeddings } = parsed.success
    ? parsed.data
    : DEFAULT_PIPELINE_PARAMETERS;
  const autoencoder = (model: typeof modelA) => ({
    batchSize: model.batch_size,
    epochs: model.epochs,
    learningRate: model.learning_rate,
  });
  return {
    modelA: autoencoder(modelA),
    modelB: autoencoder(modelB),
    modelC: {
      minNumberOfClusters: modelC.min_number_of_clusters,
      maxNumberOfClusters: modelC.max_number_of_clusters,
    },
    embeddings: {
      embeddingDimension: embeddings.embedding_dimension,
      learningRate: embeddings.learning_rate,
      window: embeddings.window,
    },
  };
}

/** The input's parameters in the stored snake case, for `pipelineParametersSchema`. */
function storedParameters(input: PipelineParametersInput): Record<string, unknown> {
  const autoencoder = (model: PipelineParametersInput['modelA']) => ({
    batch_size: model.batchSize,
    epochs: model.epochs,
    learning_rate: model.learningRate,
  });
  return {
    modelA: autoencoder(input.modelA),
    modelB: autoencoder(input.modelB),
    modelC: {
      min_number_of_clusters: input.modelC.minNumberOfClusters,
      max_number_of_clusters: input.modelC.maxNumberOfClusters,
    },
    embeddings: {
      embedding_dimension: input.embeddings.embeddingDimension,
      learning_rate: input.embeddings.learningRate,
      window: input.embeddings.window,
    },
  };
}

function toDefinition(
  record: PipelineRecord,
  dataSources: ReadonlyMap<string, DataSourceRecord>,
): PipelineDefinition {
  const source = record.datasource_id ? dataSources.get(record.datasource_id) : undefined;
  return {
    id: record.pipeline_definition_id,
    rev: record._rev,
    name: record.pipeline_name,
    type: record.pipeline_type,
    dataSource: source
      ? { id: source.datasource_id, name: source.name, active: source.isActive }
      : null,
    trainingPipelineDefinitionId: record.training_pipeline_definition_id ?? null,
    parameters: toParameters(record.pipeline_parameters),
    uebaRiskThreshold: record.ueba_risk_threshold ?? 50,
    created: record.pipeline_created ?? null,
    executions: record.pipeline_executions.map((execution) => ({
      executionId: execution.execution_id,
      status: execution.status,
      startTime: execution.start_time ?? null,
      endTime: execution.end_time ?? null,
    })),
  };
}

async function dataSourcesById(jas: AutoAccessJas): Promise<Map<string, DataSourceRecord>> {
  const answer = await jas.searchDataSources({
    query: { match_all: {} },
    sort: [{ name: 'asc' }],
    size: DATA_SOURCES_MAX,
    track_total_hits: false,
  });
  return new Map(answer.hits.hits.map(({ _source }) => [_source.datasource_id, _source]));
}

/** The status a stored ACTIVE run has now, or undefined when it cannot be read. */
async function currentRunStatus(
  pipelines: AutoAccessPipelinesApi,
  executionId: string,
): Promise<Pick<PipelineExecutionRecord, 'status' | 'end_time'> | undefined> {
  try {
    const { status, endTime } = await loadPipelineExecution(pipelines, executionId);
    return { status, end_time: endTime };
  } catch (error) {
    if (error instanceof UpstreamError || error instanceof GraphQLError) return undefined;
    throw error;
  }
}

/**
 * The definition with each run it stores as ACTIVE checked, and saved on it once that run has
 * ended (spec §4; FR's `checkStatusAndUpdate` → `savePipeline`): the page that starts a run saves
 * its end only while it stays open. A save the platform refuses (a newer revision, a reader who
 * may not write) leaves the stored definition as it is; the answer still shows the run's status.
 */
async function withEndedRunsSaved(
  pipelines: AutoAccessPipelinesApi,
  record: PipelineRecord,
): Promise<PipelineRecord> {
  const stored = record.pipeline_executions;
  if (!stored.some((execution) => execution.status === 'ACTIVE')) return record;
  const executions = await Promise.all(
    stored.map(async (execution) => {
      if (execution.status !== 'ACTIVE') return execution;
      const current = await currentRunStatus(pipelines, execution.execution_id);
      return current && current.status !== 'ACTIVE' ? { ...execution, ...current } : execution;
    }),
  );
  if (executions.every((execution, index) => execution === stored[index])) return record;
  try {
    return await pipelines.updateDefinition({
      ...record,
      pipeline_executions: executions.map(storedExecution),
    });
  } catch (error) {
    if (error instanceof UpstreamError) return { ...record, pipeline_executions: executions };
    throw error;
  }
}

/** One page of definitions by pipeline name (spec §9), read with `search_after`. */
export async function loadPipelineDefinitions(
  { pipelines, jas }: PipelineClients,
  args: PipelineDefinitionsArgs,
): Promise<PipelineDefinitionPage> {
  const search = args.search?.trim();
  const [answer, sources] = await Promise.all([
    pipelines.searchDefinitions({
      query: search
        ? { wildcard: { pipeline_name: { value: nameWildcard(search), case_insensitive: true } } }
        : { match_all: {} },
      sort: [{ pipeline_name: args.sortDescending ? 'desc' : 'asc' }],
      size: args.pageSize,
      track_total_hits: true,
      ...(args.after ? { search_after: decodeCursor(args.after) } : {}),
    }),
    dataSourcesById(jas),
  ]);
  const { hits } = answer.hits;
  const last = hits.at(-1)?.sort;
  const records = await Promise.all(hits.map((hit) => withEndedRunsSaved(pipelines, hit._source)));
  return {
    rows: records.map((record) => toDefinition(record, sources)),
    total: answer.hits.total.value,
    nextCursor: hits.length === args.pageSize && last?.length ? encodeCursor(last) : null,
  };
}

async function readRecord(pipelines: AutoAccessPipelinesApi, id: string): Promise<PipelineRecord> {
  const answer = await pipelines.searchDefinitions({
    query: { term: { pipeline_definition_id: id } },
    sort: [{ pipeline_name: 'asc' }],
    size: 1,
    track_total_hits: false,
  });
  const record = answer.hits.hits[0]?._source;
  if (!record || record.pipeline_definition_id !== id) throw gatewayError('NOT_FOUND', 'Not found');
  return record;
}

export async function loadPipelineDefinition(
  clients: PipelineClients,
  id: string,
): Promise<PipelineDefinition> {
  const [record, sources] = await Promise.all([
    readRecord(clients.pipelines, id).then((stored) =>
      withEndedRunsSaved(clients.pipelines, stored),
    ),
    dataSourcesById(clients.jas),
  ]);
  return toDefinition(record, sources);
}

/** A new definition, never run; its parameters checked by the shared rules first. */
export async function createPipelineDefinition(
  clients: PipelineClients,
  input: CreatePipelineDefinitionInput & { parameters: PipelineParametersInput },
): Promise<PipelineDefinition> {
  const parameters = storedParameters(input.parameters);
  const errors = pipelineParameterErrors(parameters);
  if (errors.length > 0) throw gatewayError('BAD_USER_INPUT', 'Invalid input', errors);
  const sources = await dataSourcesById(clients.jas);
  if (!sources.has(input.dataSourceId)) {
    throw gatewayError('BAD_USER_INPUT', 'Invalid input', [
      { field: 'dataSourceId', message: 'validation.invalid_value' },
    ]);
  }
  const training = input.type === 'Prediction' ? input.trainingPipelineDefinitionId : undefined;
  if (training) await checkTraining(clients.pipelines, training);
  const record = await clients.pipelines.createDefinition({
    pipeline_definition_id: randomUUID(),
    pipeline_name: input.name,
    pipeline_type: input.type,
    pipeline_parameters: pipelineParametersSchema.parse(parameters) satisfies StoredParameters,
    datasource_id: input.dataSourceId,
    ...(training ? { training_pipeline_definition_id: training } : {}),
    pipeline_executions: [],
    pipeline_created: new Date().toISOString(),
    ueba_risk_threshold: input.uebaRiskThreshold,
  });
  return toDefinition(record, sources);
}

/** A Prediction names a Training of the realm. */
async function checkTraining(pipelines: AutoAccessPipelinesApi, id: string): Promise<void> {
  const training = await readRecord(pipelines, id).catch((error: unknown) => {
    if (error instanceof GraphQLError) return null;
    throw error;
  });
  if (training?.pipeline_type !== 'Training') {
    throw gatewayError('BAD_USER_INPUT', 'Invalid input', [
      { field: 'trainingPipelineDefinitionId', message: 'validation.invalid_value' },
    ]);
  }
}

/** The execution entry as stored: no empty times, which the entity service refuses. */
function storedExecution(execution: PipelineExecutionRecord): PipelineExecutionRecord {
  const { start_time, end_time, ...rest } = execution;
  return {
    ...rest,
    ...(start_time != null ? { start_time } : {}),
    ...(end_time != null ? { end_time } : {}),
  };
}

/** Saves an execution's status and end time on its definition, at the revision the page read. */
export async function updatePipelineExecutionStatus(
  clients: PipelineClients,
  args: UpdatePipelineExecutionStatusArgs,
): Promise<PipelineDefinition> {
  const stored = await readRecord(clients.pipelines, args.pipelineDefinitionId);
  const known = stored.pipeline_executions.some(
    (execution) => execution.execution_id === args.executionId,
  );
  if (!known) throw gatewayError('NOT_FOUND', 'Not found');
  const executions = stored.pipeline_executions.map((execution) =>
    storedExecution(
      execution.execution_id === args.executionId
        ? { ...execution, status: args.status, end_time: args.endTime ?? null }
        : execution,
    ),
  );
  const [record, sources] = await Promise.all([
    clients.pipelines.updateDefinition({
      ...stored,
      pipeline_executions: executions,
      _rev: args.rev,
    }),
    dataSourcesById(clients.jas),
  ]);
  return toDefinition(record, sources);
}

/**
 * Deletes a definition at the revision the user saw. The platform's answers map as every
 * platform failure does: its refusal (409) a CONFLICT in its words, also as `serverMessage`, which
 * tells it from a stale revision (412, a CONFLICT); an unknown id NOT_FOUND.
 */
export async function deletePipelineDefinition(
  pipelines: AutoAccessPipelinesApi,
  { id, rev }: DeletePipelineDefinitionArgs,
): Promise<boolean> {
  await pipelines.deleteDefinition(id, rev);
  return true;
}

/**
 * The platform's refusals (409 guards, 404, 400) with the platform's own words, which the UI
 * shows as they are (spec §8); anything else as the gateway maps it.
 */
async function withPlatformMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamError && error.message !== '') {
      if (error.status === 409) throw gatewayError('CONFLICT', error.message);
      if (error.status === 404) throw gatewayError('NOT_FOUND', error.message);
      if (error.status === 400) throw gatewayError('BAD_USER_INPUT', error.message);
    }
    throw error;
  }
}

export async function runPipeline(
  pipelines: AutoAccessPipelinesApi,
  {
    pipelineDefinitionId,
    uebaRiskThreshold,
  }: { pipelineDefinitionId: string; uebaRiskThreshold: number },
): Promise<PipelineRun> {
  const answer = await withPlatformMessage(() =>
    pipelines.run(pipelineDefinitionId, uebaRiskThreshold),
  );
  return { executionId: answer.executionID, message: answer.message };
}

export async function publishPipeline(
  pipelines: AutoAccessPipelinesApi,
  pipelineDefinitionId: string,
): Promise<PipelinePublication> {
  return { message: await withPlatformMessage(() => pipelines.publish(pipelineDefinitionId)) };
}

export async function loadPipelineExecution(
  pipelines: AutoAccessPipelinesApi,
  executionId: string,
): Promise<PipelineExecution> {
  const answer = await withPlatformMessage(() => pipelines.execution(executionId));
  const result = answer.result ?? null;
  return {
    executionId: answer.name,
    pipelineDefinitionId: answer.pipeline_definition_id ?? null,
    status: effectivePipelineStatus({ status: answer.state, result, endTime: null }),
    result,
    startTime: answer.startTime?.seconds ?? null,
    endTime: answer.endTime?.seconds ?? null,
    progress: answer.progress ?? null,
  };
}

/** The log of the latest (or the given) run; none when the pipeline never ran. */
export async function loadPipelineLogs(
  pipelines: AutoAccessPipelinesApi,
  pipelineDefinitionId: string,
  executionId: string | null | undefined,
): Promise<PipelineLogs | null> {
  try {
    const answer = await pipelines.logs(pipelineDefinitionId, executionId ?? undefined);
    return {
      executionId: answer.executionID,
      lines: answer.logs.map((line) => ({
        time: line.time,
        level: line.level.toUpperCase() as 'INFO' | 'WARN' | 'ERROR',
        message: line.message,
      })),
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** The report's curves as listed, in the order the models page draws them. */
function curvesOf(report: PipelineModelsAnswer): ModelCurves[] {
  const named = [
    ['MODEL_A', report.modelA],
    ['MODEL_B', report.modelB],
    ['MODEL_C', report.cluster_curves],
    ['UEBA', report.ueba],
    ['COMBINED', report.combined],
  ] as const;
  return named.flatMap(([model, curves]) =>
    curves
      ? [
          {
            model,
            roc: curves.roc,
            pr: curves.pr,
            rocAuc: curves.rocAuc,
            prAuc: curves.prAuc,
            threshold: curves.threshold,
          },
        ]
      : [],
  );
}

export async function loadPipelineModels(
  pipelines: AutoAccessPipelinesApi,
  pipelineDefinitionId: string,
): Promise<PipelineModels> {
  const report = await withPlatformMessage(() => pipelines.models(pipelineDefinitionId));
  return {
    executionId: report.executionId,
    labelled: report.labelled,
    positives: report.positives,
    events: report.events,
    curves: curvesOf(report),
    clusters: report.clusters,
    featureChoices: report.feature_choices,
    centroids: report.centroids.map((centroid) => ({
      name: centroid.cluster_name,
      size: centroid.size,
      modes: report.feature_choices.map((feature) => ({
        feature,
        value: centroid.modes[feature] ?? '',
      })),
    })),
  };
}
