import type { RiskEvent } from '../../../domain/autoaccess/risk-event.js';
import type { FeatureName } from '../features/event-features.js';
import type { WindowHeuristic } from '../heuristics/run-heuristics.js';
import type { SignInEvent } from '../sign-in-event.js';

export type ScoredEventDocument = Omit<RiskEvent, 'realm'>;

/** Everything the engine computed about one event. */
export interface EventVerdict {
  riskScore: number;
  threshold: number;
  isRisky: boolean;
  blockRule: { isBlocked: boolean; isAllowed: boolean; blockList: string[]; allowList: string[] };
  heuristics: { key: WindowHeuristic; riskScore: number }[];
  heuristicScore?: number;
  clusterScore?: number;
  clusterExplainability?: string[];
  uebaScore?: number;
  uebaResponse?: string;
}

export function riskDocument(
  event: SignInEvent,
  feature: (name: FeatureName) => string,
  verdict: EventVerdict,
): ScoredEventDocument {
  const blocked = verdict.blockRule.isBlocked;
  const lat = event.lat;
  const longitude = event.longitude;
  const geoData = {
    ...(event.city !== undefined ? { city: event.city } : {}),
    ...(event.country !== undefined ? { country: event.country } : {}),
    ...(lat !== undefined ? { lat } : {}),
    ...(longitude !== undefined ? { longitude } : {}),
    ...(event.timeZone !== undefined ? { timeZone: event.timeZone } : {}),
    ...(lat !== undefined && longitude !== undefined ? { lat_lon: `${lat},${longitude}` } : {}),
  };
  const scoreData: ScoredEventDocument['predictionResult']['risk_score_data'] = {
    risk_score: verdict.riskScore,
    risk_score_threshold: verdict.threshold,
    is_risky_event: verdict.isRisky,
  };
  if (!blocked) {
    if (verdict.clusterScore !== undefined)
      scoreData.clustering_model_risk_score = verdict.clusterScore;
    if (verdict.uebaScore !== undefined) scoreData.ueba_avg_risk_score = verdict.uebaScore;
    if (verdict.heuristicScore !== undefined)
      scoreData.heuristic_risk_score = verdict.heuristicScore;
  }
  scoreData.heuristic_agg_result = {
    raw_results: blocked
      ? [{ is_ip_blocked: true, risk_score: 100 }]
      : verdict.heuristics.map(({ key, riskScore }) => ({ [key]: true, risk_score: riskScore })),
    block_rule_result: {
      risk_score: blocked ? 100 : 0,
      ip_address: event.ipAddress,
      is_blocked: blocked,
      is_allowed: verdict.blockRule.isAllowed,
      block_list: verdict.blockRule.blockList,
      allow_list: verdict.blockRule.allowList,
    },
  };
  if (!blocked && verdict.clusterExplainability !== undefined) {
    scoreData.clustering_result = { top_cluster_explainability: verdict.clusterExplainability };
  }
  const document: ScoredEventDocument = {
    predictionResult: {
      features: {
        eventId: event.eventId,
        userId: event.userId,
        rawUserId: event.userName ?? event.userId,
        ipAddress: event.ipAddress,
        timestamp: new Date(event.timestamp).toISOString(),
        dayparting: feature('dayparting'),
        weekday: feature('weekday'),
        geoData,
        browserData: {
          os: feature('os'),
          osVersion: feature('osVersion'),
          userAgentType: feature('userAgentType'),
          device: feature('device'),
          deviceType: feature('deviceType'),
          uaFamily: feature('uaFamily'),
          uaStringRaw: event.userAgent,
        },
      },
      raw_event_data: {
        ...(event.transactionId !== undefined ? { transactionId: event.transactionId } : {}),
        ...(event.result !== undefined ? { response: { status: event.result } } : {}),
      },
      risk_score_data: scoreData,
    },
  };
  if (event.isBot !== undefined) document.predictionResult.botD = { isBot: event.isBot };
  if (!blocked && verdict.uebaResponse !== undefined) {
    const explainable = ['failed', 'unknown'].includes(verdict.uebaResponse);
    document.predictionResult.ueba_signal = {
      explainability: { response: verdict.uebaResponse },
      ...(explainable ? {} : { explainable_features: verdict.uebaResponse }),
    };
  }
  return document;
}
