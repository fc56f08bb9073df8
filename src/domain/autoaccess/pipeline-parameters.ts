import { z } from 'zod';

/** The training parameters of one pipeline (spec §9); each default is also its upper bound. */
const autoencoderParameters = z.strictObject({
  batch_size: z.number().int().min(16).max(512).default(512),
  epochs: z.number().int().min(1).max(1000).default(1000),
  learning_rate: z.number().gt(0).max(0.001).default(0.001),
});

export const pipelineParametersSchema = z.strictObject({
  modelA: autoencoderParameters.prefault({}),
  modelB: autoencoderParameters.prefault({}),
  modelC: z
    .strictObject({
      min_number_of_clusters: z.number().int().min(2).max(45).default(4),
      max_number_of_clusters: z.number().int().min(2).max(45).default(45),
    })
    .refine((c) => c.min_number_of_clusters <= c.max_number_of_clusters, {
      message: 'min_number_of_clusters must not exceed max_number_of_clusters',
      path: ['min_number_of_clusters'],
    })
    .prefault({}),
  embeddings: z
    .strictObject({
      embedding_dimension: z.number().int().min(2).max(20).default(20),
      learning_rate: z.number().gt(0).max(0.001).default(0.001),
      window: z.number().int().min(1).max(5).default(5),
    })
    .prefault({}),
});

export type PipelineParameters = z.infer<typeof pipelineParametersSchema>;

/** The models' training parameters a new pipeline definition starts with (spec §9). */
export const DEFAULT_PIPELINE_PARAMETERS: PipelineParameters = pipelineParametersSchema.parse({});

export const DEFAULT_UEBA_RISK_THRESHOLD = 50;

export const PIPELINE_TYPES = ['Training', 'Prediction'] as const;
export type PipelineType = (typeof PIPELINE_TYPES)[number];
