import { riskEventReasons } from '../../domain/autoaccess/risk-event-reasons.js';
import type { RiskEvent as StoredRiskEvent } from '../../domain/autoaccess/risk-event.js';
import type { RiskEvent } from '../generated/resolvers-types.js';

/** A scored event as the console shows it: the fields of a risk activity, with its reasons. */
export function toRiskEventView(source: StoredRiskEvent): RiskEvent {
  const prediction = source.predictionResult;
  const { features, risk_score_data: risk } = prediction;
  const geo = features.geoData;
  const browser = features.browserData;
  return {
    eventId: features.eventId,
    transactionId: prediction.raw_event_data.transactionId ?? null,
    userId: features.userId,
    userName:
      features.rawUserId && features.rawUserId !== features.userId ? features.rawUserId : null,
    ipAddress: features.ipAddress ?? null,
    time: features.timestamp,
    riskScore: Math.round(risk.risk_score),
    riskScoreThreshold: risk.risk_score_threshold,
    risky: risk.is_risky_event,
    result: prediction.raw_event_data.response?.status ?? null,
    city: geo?.city ?? null,
    country: geo?.country ?? null,
    lat: geo?.lat ?? null,
    longitude: geo?.longitude ?? null,
    device: browser?.device ?? null,
    deviceType: browser?.deviceType ?? null,
    os: browser?.os ?? null,
    osVersion: browser?.osVersion ?? null,
    userAgentType: browser?.userAgentType ?? null,
    userAgent: browser?.uaStringRaw ?? null,
    dayparting: features.dayparting ?? null,
    weekday: features.weekday ?? null,
    reasons: riskEventReasons(source).map((reason) => ({
      kind: reason.kind,
      key:
        reason.kind === 'heuristic' ? reason.key : reason.kind === 'none' ? null : reason.feature,
    })),
  };
}
