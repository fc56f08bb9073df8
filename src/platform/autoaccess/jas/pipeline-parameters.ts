/** The models' training parameters a new pipeline definition starts with (spec §9). */
export const DEFAULT_PIPELINE_PARAMETERS = {
  modelA: { batch_size: 512, epochs: 1000, learning_rate: 0.001 },
  modelB: { batch_size: 512, epochs: 1000, learning_rate: 0.001 },
  modelC: { min_number_of_clusters: 4, max_number_of_clusters: 45 },
  embeddings: { embedding_dimension: 20, learning_rate: 0.001, window: 5 },
};

export const DEFAULT_UEBA_RISK_THRESHOLD = 50;
