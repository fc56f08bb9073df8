import type { PipelineParameters } from '../../domain/autoaccess/pipeline-parameters.js';
import { pipelineParametersSchema } from '../../domain/autoaccess/pipeline-parameters.js';
import type { RiskUserConfig } from '../../domain/autoaccess/risk-config.js';
import { LEARNED_MODELS, registryScorer } from './models/model-registry.js';
import { clusterCentroids, CLUSTER_FEATURES, type ClusterState } from './models/cluster-model.js';
import { extractFeatures } from './features/event-features.js';
import { applyIpLists, evaluateEvents } from './scoring/evaluate-events.js';
import { jointCalibrations } from './scoring/calibration.js';
import type { RawScores } from './models/learned-model.js';
import { modelCurves } from './scoring/curves.js';
import { RiskEngineInputError, type SignInEvent } from './sign-in-event.js';
import type { SubModel, TrainedRiskModel, TrainingReport } from './trained-model.js';

export type { TrainedRiskModel } from './trained-model.js';

export interface EngineProgress {
  progress(stage: string, percent: number): void;
  log(line: string): void;
}

export interface TrainingInput extends EngineProgress {
  events: readonly SignInEvent[];
  parameters: PipelineParameters;
  config: RiskUserConfig;
  seed: number;
  /** eventId → attack kind, when a labels file exists. */
  labels?: ReadonlyMap<string, string>;
}

/**
 * The share of the training events the rules leave that the learned models together put at the
 * threshold (each model alone puts fewer: see `jointCalibrations`).
 */
export const CALIBRATION_UNION = 0.01;

function checkedParameters(parameters: PipelineParameters): PipelineParameters {
  const parsed = pipelineParametersSchema.safeParse(parameters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RiskEngineInputError(
      `The pipeline parameter ${issue.path.join('.')} is invalid: ${issue.message}`,
    );
  }
  return parsed.data;
}

/** Trains the learned models on the events, calibrates them and measures them against labels. */
export async function trainRiskModel(input: TrainingInput): Promise<TrainedRiskModel> {
  const parameters = checkedParameters(input.parameters);
  const { events, config, seed } = input;
  if (events.length === 0) throw new RiskEngineInputError('There are no events to train on.');
  const threshold = config.risk_score_threshold;
  input.progress('features', 0);
  const table = extractFeatures(events);
  const lists = applyIpLists(events, config);
  const included = Uint8Array.from(lists.allowed, (allowed, index) =>
    allowed || lists.blocked[index] ? 0 : 1,
  );
  input.log(
    `Features: ${events.length} events, ${new Set(events.map((e) => e.userId)).size} users.`,
  );
  input.progress('features', 100);

  const model: TrainedRiskModel = {
    version: 1,
    seed,
    threshold,
    models: {},
    calibration: {},
    report: emptyReport(events.length),
  };
  const raws: { name: SubModel; scores: RawScores }[] = [];
  for (const learned of LEARNED_MODELS) {
    input.progress(learned.stage, 0);
    const state = await learned.train({
      events,
      table,
      included,
      parameters,
      config,
      seed,
      log: (line) => input.log(line),
      progress: (percent) => input.progress(learned.stage, percent),
    });
    model.models[learned.sub] = state;
    raws.push({ name: learned.sub, scores: learned.score(state, table, events) });
    input.progress(learned.stage, 100);
  }

  input.progress('calibration', 0);
  // The rules already explain what they flag: the models are calibrated on the rest.
  const rules = evaluateEvents(null, events, config);
  const calibrateOn = Uint8Array.from(included, (kept, event) =>
    kept === 1 && rules.combined[event]! < threshold ? 1 : 0,
  );
  model.calibration = jointCalibrations(
    raws.map(({ name, scores }) => ({
      name,
      raw: scores.raw,
      judged: (event: number) => !scores.verdictOf?.(event),
    })),
    calibrateOn,
    CALIBRATION_UNION,
    threshold,
  );
  const tail = Object.values(model.calibration)[0]?.tail ?? 0;
  input.log(
    `Calibration on the ${calibrateOn.reduce((a, b) => a + b, 0)} events the rules leave: each model's top ${(tail * 100).toFixed(2)} % reach ${threshold}, ${(CALIBRATION_UNION * 100).toFixed(2)} % for all together.`,
  );
  const evaluation = evaluateEvents(model, events, config, { rawScorer: registryScorer });
  for (const sub of Object.keys(evaluation.subScores) as SubModel[]) {
    const scores = evaluation.subScores[sub]!;
    const judged = scores.filter((score) => score !== 255);
    const reaching = judged.filter((score) => score >= threshold).length;
    input.log(
      `Calibration ${sub}: ${reaching} of ${judged.length} training events (${percent(reaching, judged.length)}) reach ${threshold}.`,
    );
  }
  const riskyShare = evaluation.combined.filter((score) => score >= threshold).length;
  input.log(
    `Combined: ${riskyShare} of ${events.length} training events (${percent(riskyShare, events.length)}) risky.`,
  );
  input.progress('calibration', 100);

  const clusters = model.models.cluster as ClusterState | undefined;
  if (clusters) {
    model.report.clusters = clusters.k;
    model.report.featureChoices = [...CLUSTER_FEATURES];
    model.report.centroids = clusterCentroids(clusters);
  }
  input.progress('curves', 0);
  model.report = report(
    model.report,
    input.labels,
    events,
    evaluation.subScores,
    evaluation.combined,
    threshold,
  );
  if (model.report.labelled) {
    const { curves } = model.report;
    input.log(
      `Curves against ${model.report.positives} labelled attacks: ${Object.entries(curves)
        .filter(([, curve]) => curve)
        .map(([name, curve]) => `${name} ROC AUC ${curve!.rocAuc}, PR AUC ${curve!.prAuc}`)
        .join('; ')}.`,
    );
  } else input.log('No labels beside the data: no curves.');
  input.progress('curves', 100);
  return model;
}

function percent(part: number, whole: number): string {
  return `${whole > 0 ? ((100 * part) / whole).toFixed(2) : '0.00'} %`;
}

function emptyReport(events: number): TrainingReport {
  return {
    labelled: false,
    positives: 0,
    events,
    curves: { cluster: null, ueba: null, modelA: null, modelB: null, combined: null },
    clusters: 0,
    featureChoices: [],
    centroids: [],
  };
}

function report(
  base: TrainingReport,
  labels: ReadonlyMap<string, string> | undefined,
  events: readonly SignInEvent[],
  subScores: Partial<Record<SubModel, Uint8Array>>,
  combined: Uint8Array,
  threshold: number,
): TrainingReport {
  if (!labels || labels.size === 0) return { ...base, labelled: false, positives: 0 };
  const positive = Uint8Array.from(events, (event) => (labels.has(event.eventId) ? 1 : 0));
  const positives = positive.reduce((sum, value) => sum + value, 0);
  const curveOf = (scores: Uint8Array | undefined) =>
    scores
      ? modelCurves(
          Uint8Array.from(scores, (s) => (s === 255 ? 0 : s)),
          positive,
          threshold,
        )
      : null;
  return {
    ...base,
    labelled: true,
    positives,
    curves: {
      cluster: curveOf(subScores.cluster),
      ueba: curveOf(subScores.ueba),
      modelA: curveOf(subScores.modelA),
      modelB: curveOf(subScores.modelB),
      combined: curveOf(combined),
    },
  };
}
