import type { ClusterCentroid, ModelCurves } from '../../domain/autoaccess/pipeline-models.js';
import type { InputEncoding } from './models/autoencoder-inputs.js';
import type { Calibration } from './scoring/calibration.js';

/** The machine-learned sub-scores a trained model gives. */
export type SubModel = 'cluster' | 'ueba' | 'modelA' | 'modelB';

/** What training saw and measured, kept for the models page. */
export interface TrainingReport {
  labelled: boolean;
  positives: number;
  events: number;
  curves: Record<SubModel | 'combined', ModelCurves | null>;
  clusters: number;
  featureChoices: string[];
  centroids: ClusterCentroid[];
}

/**
 * A trained model, JSON-serializable (the platform stores it as a file). Fields other than
 * `version` are the engine's own.
 */
export type TrainedRiskModel = {
  version: 1;
  seed: number;
  /** The risk score threshold the sub-scores were calibrated against. */
  threshold: number;
  /** Each learned sub-model's own state, opaque outside its module. */
  models: Partial<Record<SubModel, unknown>>;
  calibration: Partial<Record<SubModel, Calibration>>;
  /** What several models share: the autoencoders' input encoding and embeddings. */
  shared: { inputs?: InputEncoding };
  report: TrainingReport;
};
