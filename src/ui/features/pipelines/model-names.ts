/**
 * The curves of a models report, in the order the page draws them, with their label keys: the
 * variational autoencoder is Model A, the autoencoder Model B, the clustering ensemble Model C.
 */
export const MODEL_CURVES = [
  { field: 'modelA', labelKey: 'pipelines.models.modelA', colour: 'var(--ic-chart-1, #2f6fde)' },
  { field: 'modelB', labelKey: 'pipelines.models.modelB', colour: 'var(--ic-chart-2, #c2410c)' },
  { field: 'modelC', labelKey: 'pipelines.models.modelC', colour: 'var(--ic-chart-3, #15803d)' },
  {
    field: 'combined',
    labelKey: 'pipelines.models.combined',
    colour: 'var(--ic-chart-4, #7e22ce)',
  },
] as const;

export type ModelField = (typeof MODEL_CURVES)[number]['field'];
