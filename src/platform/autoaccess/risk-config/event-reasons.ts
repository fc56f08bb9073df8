import { HEURISTIC_KEYS } from '../../../domain/autoaccess/heuristic-keys.js';
import type { ScoredEventDocument } from '../../risk-engine/score-events.js';

const UNEXPLAINED_UEBA = new Set(['failed', 'unknown']);

/** An event's reasons as the product's dashboard derives them (autoaccess-domain.md, "Reasons"). */
export function eventReasons(document: ScoredEventDocument): string[] {
  const { risk_score_data: scores, botD, ueba_signal } = document.predictionResult;
  const threshold = scores.risk_score_threshold;
  const reasons = new Set<string>();
  for (const result of scores.heuristic_agg_result?.raw_results ?? []) {
    for (const key of HEURISTIC_KEYS) if (result[key] === true) reasons.add(key);
  }
  if (scores.heuristic_agg_result?.block_rule_result?.is_blocked) reasons.add('is_ip_blocked');
  if (botD?.isBot) reasons.add('is_advanced_bot_detection');
  if ((scores.clustering_model_risk_score ?? 0) > threshold) {
    for (const feature of scores.clustering_result?.top_cluster_explainability ?? []) {
      reasons.add(feature);
    }
  }
  const ueba = ueba_signal?.explainability?.response;
  if (ueba && !UNEXPLAINED_UEBA.has(ueba) && (scores.ueba_avg_risk_score ?? 0) > threshold) {
    reasons.add(ueba);
  }
  return reasons.size > 0 ? [...reasons] : ['no_explainable'];
}
