import type { PipelineModelName } from '../../gql/graphql.js';

/**
 * Each model's label key and colour: the variational autoencoder is Model A, the autoencoder
 * Model B, the clustering ensemble Model C; UEBA is the per-user behaviour model.
 */
export const MODEL_LOOK = {
  MODEL_A: { labelKey: 'pipelines.models.modelA', colour: 'var(--ic-chart-1, #2f6fde)' },
  MODEL_B: { labelKey: 'pipelines.models.modelB', colour: 'var(--ic-chart-2, #c2410c)' },
  MODEL_C: { labelKey: 'pipelines.models.modelC', colour: 'var(--ic-chart-3, #15803d)' },
  UEBA: { labelKey: 'pipelines.models.ueba', colour: 'var(--ic-chart-5, #b45309)' },
  COMBINED: { labelKey: 'pipelines.models.combined', colour: 'var(--ic-chart-4, #7e22ce)' },
} as const satisfies Record<PipelineModelName, { labelKey: string; colour: string }>;
