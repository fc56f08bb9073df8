/** One point of a ROC curve: false and true positive rates at a score threshold (0–100). */
export interface RocPoint {
  threshold: number;
  fpr: number;
  tpr: number;
}

/** One point of a precision–recall curve at a score threshold (0–100). */
export interface PrPoint {
  threshold: number;
  recall: number;
  precision: number;
}

/** A model's curves against the attack labels, and the threshold its scores are calibrated to. */
export interface ModelCurves {
  roc: RocPoint[];
  pr: PrPoint[];
  rocAuc: number;
  prAuc: number;
  /** The score at and above which an event is risky. */
  threshold: number;
}

/** One k-modes cluster: its name, its size and the mode of each feature. */
export interface ClusterCentroid {
  cluster_name: string;
  size: number;
  modes: Record<string, string>;
}

/** `GET /pipeline/{id}/models`: the trained models of a pipeline's latest succeeded run. */
export interface PipelineModelsReport {
  executionId: string;
  /** Whether curves could be computed: a labels file sat beside the training data. */
  labelled: boolean;
  /** Attack events and all events that the curves were computed on. */
  positives: number;
  events: number;
  modelA: ModelCurves | null;
  modelB: ModelCurves | null;
  cluster_curves: ModelCurves | null;
  /** The behaviour (UEBA) score's curves. */
  ueba: ModelCurves | null;
  /** The combined score (heuristics and models) that a prediction writes. */
  combined: ModelCurves | null;
  clusters: number;
  feature_choices: string[];
  centroids: ClusterCentroid[];
}
