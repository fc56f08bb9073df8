import type { RiskUserConfig } from '../../domain/autoaccess/risk-config.js';
import type { FeatureName } from './features/event-features.js';
import { registryScorer } from './models/model-registry.js';
import { evaluateEvents } from './scoring/evaluate-events.js';
import { riskDocument, type ScoredEventDocument } from './scoring/risk-document.js';
import type { EngineProgress } from './train.js';
import type { SignInEvent } from './sign-in-event.js';
import type { TrainedRiskModel } from './trained-model.js';

export type { ScoredEventDocument } from './scoring/risk-document.js';

/**
 * Scores events into `risk_explainability` documents (without `realm`, which the platform adds).
 * With no model, only the IP lists and the heuristics score.
 */
export async function scoreEvents(
  model: TrainedRiskModel | null,
  events: readonly SignInEvent[],
  config: RiskUserConfig,
  options: Partial<EngineProgress> & { uebaRiskThreshold?: number },
): Promise<ScoredEventDocument[]> {
  await Promise.resolve();
  const started = Date.now();
  const evaluation = evaluateEvents(model, events, config, {
    ...(options.uebaRiskThreshold !== undefined
      ? { uebaRiskThreshold: options.uebaRiskThreshold }
      : {}),
    rawScorer: registryScorer,
    onStage: (stage, percent) => options.progress?.(stage, percent),
  });
  const documents = events.map((event, index) =>
    riskDocument(
      event,
      (name: FeatureName) => evaluation.table.values[name][index]!,
      evaluation.verdict(index),
    ),
  );
  const risky = documents.filter((doc) => doc.predictionResult.risk_score_data.is_risky_event);
  options.log?.(
    `Scored ${events.length} events in ${Date.now() - started} ms: ${risky.length} risky (threshold ${config.risk_score_threshold}${model ? '' : ', heuristics and IP lists only'}).`,
  );
  options.progress?.('scoring', 100);
  return documents;
}
