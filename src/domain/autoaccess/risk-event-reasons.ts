import { IGNORED_REASONS } from './risk-facets.js';
import { HEURISTIC_KEYS, type HeuristicKey } from './heuristic-keys.js';
import { type RiskEvent } from './risk-event.js';

/** Why an event is risky: a heuristic, or a feature a model found unusual for the user. */
export type RiskReason =
  | { kind: 'heuristic'; key: HeuristicKey }
  | { kind: 'ueba'; feature: string }
  | { kind: 'clustering'; feature: string }
  | { kind: 'none' };

/** Names the models use for one feature, to the one the labels use ("Unusual City"). */
const FEATURE_ALIASES: Readonly<Record<string, string>> = {
  time_of_day: 'dayparting',
  day_of_week: 'weekday',
  model: 'device',
  os_version: 'osVersion',
  osWithVersion: 'osVersion',
  user_agent: 'userAgentType',
};

export function canonicalFeature(feature: string): string {
  return FEATURE_ALIASES[feature] ?? feature;
}

/**
 * The reasons of a scored event (autoaccess-domain.md, "Reasons"): the truthy heuristic flags,
 * the block rule and the bot signal; the clustering and UEBA features only when their model's
 * score is above the threshold; `none` when nothing explains the score.
 */
export function riskEventReasons(event: RiskEvent): RiskReason[] {
  const { risk_score_data: risk, botD, ueba_signal: ueba } = event.predictionResult;
  const flags = new Set<HeuristicKey>();
  for (const result of risk.heuristic_agg_result?.raw_results ?? []) {
    for (const key of HEURISTIC_KEYS) if (result[key] === true) flags.add(key);
  }
  if (risk.heuristic_agg_result?.block_rule_result?.is_blocked) flags.add('is_ip_blocked');
  if (botD?.isBot) flags.add('is_advanced_bot_detection');
  const reasons: RiskReason[] = HEURISTIC_KEYS.filter((key) => flags.has(key)).map((key) => ({
    kind: 'heuristic',
    key,
  }));

  const threshold = risk.risk_score_threshold;
  if ((risk.clustering_model_risk_score ?? -Infinity) > threshold) {
    const features = new Set(
      (risk.clustering_result?.top_cluster_explainability ?? []).map(canonicalFeature),
    );
    for (const feature of features) reasons.push({ kind: 'clustering', feature });
  }
  const uebaFeature = ueba?.explainability?.response ?? ueba?.explainable_features;
  if (
    (risk.ueba_avg_risk_score ?? -Infinity) > threshold &&
    uebaFeature &&
    !IGNORED_REASONS.includes(uebaFeature)
  ) {
    reasons.push({ kind: 'ueba', feature: canonicalFeature(uebaFeature) });
  }
  return reasons.length > 0 ? reasons : [{ kind: 'none' }];
}
