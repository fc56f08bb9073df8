import type { ClusterCentroid, ModelCurves } from '../../domain/autoaccess/pipeline-models.js';
import type { Calibration } from './scoring/calibration.js';

/** The machine-learned sub-scores a trained model gives. */
export const SUB_MODELS = ['cluster', 'ueba', 'modelA', 'modelB'] as const;
export type SubModel = (typeof SUB_MODELS)[number];

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
  report: TrainingReport;
};
