import type { PipelineModelsReport } from '../../domain/autoaccess/pipeline-models.js';
import type { TrainedRiskModel } from './trained-model.js';

/** The models page's data (`GET /pipeline/{id}/models`) of a trained model. */
export function modelsReport(model: TrainedRiskModel, executionId: string): PipelineModelsReport {
  const { report } = model;
  return {
    executionId,
    labelled: report.labelled,
    positives: report.positives,
    events: report.events,
    modelA: report.curves.modelA,
    modelB: report.curves.modelB,
    cluster_curves: report.curves.cluster,
    ueba: report.curves.ueba,
    combined: report.curves.combined,
    clusters: report.clusters,
    feature_choices: report.featureChoices,
    centroids: report.centroids,
  };
}
