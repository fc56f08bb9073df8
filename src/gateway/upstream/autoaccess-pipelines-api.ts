import { z } from 'zod';
import { autoAccessAuth, type AutoAccessCaller } from './autoaccess-api.js';
import { entityWrite } from './autoaccess-jas.js';
import type { UpstreamHttp } from './http.js';

const PIPELINE_DEFINITIONS_ENTITY = 'autoaccess/api/pipeline_definition/1';

/** Seconds since the epoch, whether stored as a number, a numeric text or an ISO instant. */
const epochSeconds = z.union([z.number(), z.string()]).transform((value) => {
  if (typeof value === 'number') return value;
  const numeric = Number(value);
  if (value.trim() !== '' && Number.isFinite(numeric)) return numeric;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
});

const pipelineStatusSchema = z.enum(['ACTIVE', 'SUCCEEDED', 'FAILED']);

const executionRecordSchema = z.looseObject({
  execution_id: z.string(),
  status: pipelineStatusSchema,
  start_time: epochSeconds.nullish(),
  end_time: epochSeconds.nullish(),
});
export type PipelineExecutionRecord = z.infer<typeof executionRecordSchema>;

const pipelineRecordSchema = z.looseObject({
  pipeline_definition_id: z.string(),
  pipeline_name: z.string(),
  pipeline_type: z.enum(['Training', 'Prediction']),
  pipeline_parameters: z.record(z.string(), z.unknown()).default({}),
  datasource_id: z.string().optional(),
  training_pipeline_definition_id: z.string().optional(),
  pipeline_executions: z.array(executionRecordSchema).default([]),
  pipeline_created: z.string().optional(),
  ueba_risk_threshold: z.number().optional(),
  _rev: z.union([z.string(), z.number()]).transform(String),
});
export type PipelineRecord = z.infer<typeof pipelineRecordSchema>;
export type NewPipelineRecord = Omit<z.input<typeof pipelineRecordSchema>, '_rev'>;

const searchAnswerSchema = z.looseObject({
  hits: z.looseObject({
    total: z.looseObject({ value: z.number().int().nonnegative() }),
    hits: z.array(
      z.looseObject({
        _source: pipelineRecordSchema,
        sort: z.array(z.union([z.string(), z.number(), z.null()])).optional(),
      }),
    ),
  }),
});
export type PipelineSearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The subset of the entity search body the pipeline screens send. */
export interface PipelineSearch {
  query: Record<string, unknown>;
  sort: Record<string, 'asc' | 'desc'>[];
  size: number;
  track_total_hits: boolean;
  search_after?: readonly (string | number | null)[];
}

const writeAnswerSchema = z.looseObject({ entityData: z.array(pipelineRecordSchema).min(1) });
const deleteAnswerSchema = z.looseObject({});

const runAnswerSchema = z.looseObject({ executionID: z.string(), message: z.string().default('') });

const executionSchema = z.looseObject({
  name: z.string(),
  pipeline_definition_id: z.string().optional(),
  state: pipelineStatusSchema,
  result: z.string().nullish(),
  startTime: z.looseObject({ seconds: z.number() }).nullish(),
  endTime: z.looseObject({ seconds: z.number() }).nullish(),
  progress: z.looseObject({ stage: z.string(), percent: z.number().min(0).max(100) }).nullish(),
});
export type PipelineExecutionAnswer = z.infer<typeof executionSchema>;

const logsSchema = z.looseObject({
  executionID: z.string(),
  logs: z.array(
    z.looseObject({
      time: z.string(),
      level: z.enum(['info', 'warn', 'error']),
      message: z.string(),
    }),
  ),
});
export type PipelineLogsAnswer = z.infer<typeof logsSchema>;

const curvesSchema = z.looseObject({
  roc: z.array(z.looseObject({ threshold: z.number(), fpr: z.number(), tpr: z.number() })),
  pr: z.array(z.looseObject({ threshold: z.number(), recall: z.number(), precision: z.number() })),
  rocAuc: z.number(),
  prAuc: z.number(),
  threshold: z.number(),
});

const modelsSchema = z.looseObject({
  executionId: z.string(),
  labelled: z.boolean(),
  positives: z.number(),
  events: z.number(),
  modelA: curvesSchema.nullable(),
  modelB: curvesSchema.nullable(),
  cluster_curves: curvesSchema.nullable(),
  ueba: curvesSchema.nullable().default(null),
  combined: curvesSchema.nullable(),
  clusters: z.number(),
  feature_choices: z.array(z.string()),
  centroids: z.array(
    z.looseObject({
      cluster_name: z.string(),
      size: z.number(),
      modes: z.record(z.string(), z.string()),
    }),
  ),
});
export type PipelineModelsAnswer = z.infer<typeof modelsSchema>;

const messageSchema = z.looseObject({ message: z.string().default('') });

/**
 * The pipelines: their definitions as entities of the entity service (JAS), and their runs,
 * logs, models and publication through the auto-access API.
 */
export function createAutoAccessPipelinesApi(
  http: { api: UpstreamHttp; jas: UpstreamHttp },
  caller: () => Promise<AutoAccessCaller>,
) {
  const auth = () => autoAccessAuth(caller);

  const writeDefinition = async (method: 'POST' | 'PATCH', record: object) => {
    const answer = await http.jas.request(writeAnswerSchema, {
      method,
      path: `entity/${method === 'POST' ? 'persist' : 'upsert'}/${PIPELINE_DEFINITIONS_ENTITY}`,
      body: entityWrite(record),
      ...(await auth()),
    });
    return answer.entityData[0]!;
  };

  return {
    async searchDefinitions(search: PipelineSearch): Promise<PipelineSearchAnswer> {
      return http.jas.request(searchAnswerSchema, {
        method: 'POST',
        path: `entity/search/${PIPELINE_DEFINITIONS_ENTITY}`,
        body: search,
        ...(await auth()),
      });
    },

    createDefinition: (record: NewPipelineRecord) => writeDefinition('POST', record),

    /** Replaces a definition; a stale `_rev` is refused with 412 and nothing changes. */
    updateDefinition: (record: PipelineRecord) => writeDefinition('PATCH', record),

    /**
     * Deletes a definition at the revision given: a stale `_rev` is refused with 412, one that
     * runs, is published or trains a Prediction with 409, and nothing changes.
     */
    async deleteDefinition(id: string, rev: string): Promise<void> {
      await http.jas.request(deleteAnswerSchema, {
        method: 'DELETE',
        path: `entity/delete/${PIPELINE_DEFINITIONS_ENTITY}`,
        body: entityWrite({ pipeline_definition_id: id, _rev: rev }),
        ...(await auth()),
      });
    },

    async run(pipelineDefinitionId: string, uebaRiskThreshold: number) {
      return http.api.request(runAnswerSchema, {
        method: 'POST',
        path: 'pipeline',
        body: {
          pipeline_definition_id: pipelineDefinitionId,
          ueba_risk_threshold: uebaRiskThreshold,
        },
        ...(await auth()),
      });
    },

    async execution(executionId: string): Promise<PipelineExecutionAnswer> {
      return http.api.request(executionSchema, {
        path: 'pipeline',
        query: { executionID: executionId },
        ...(await auth()),
      });
    },

    async logs(pipelineDefinitionId: string, executionId?: string): Promise<PipelineLogsAnswer> {
      return http.api.request(logsSchema, {
        path: `pipeline/${encodeURIComponent(pipelineDefinitionId)}/logs`,
        query: { executionID: executionId },
        ...(await auth()),
      });
    },

    async models(pipelineDefinitionId: string): Promise<PipelineModelsAnswer> {
      return http.api.request(modelsSchema, {
        path: `pipeline/${encodeURIComponent(pipelineDefinitionId)}/models`,
        ...(await auth()),
      });
    },

    async publish(pipelineDefinitionId: string): Promise<string> {
      const answer = await http.api.request(messageSchema, {
        method: 'POST',
        path: 'pipeline/publish',
        body: { pipeline_definition_id: pipelineDefinitionId },
        ...(await auth()),
      });
      return answer.message;
    },
  };
}

export type AutoAccessPipelinesApi = ReturnType<typeof createAutoAccessPipelinesApi>;
