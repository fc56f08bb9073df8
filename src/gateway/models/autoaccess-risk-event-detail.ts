import {
  eventByIdQuery,
  previousAttemptsQuery,
  previousSignInQuery,
} from '../../domain/autoaccess/risk-dashboard-queries.js';
import { type RiskEvent as StoredRiskEvent } from '../../domain/autoaccess/risk-event.js';
import { riskEventReasons } from '../../domain/autoaccess/risk-event-reasons.js';
import { distanceKm } from '../../domain/geo-distance.js';
import { gatewayError } from '../errors.js';
import type { RiskEventDetail, RiskTravel } from '../generated/resolvers-types.js';
import type { AutoAccessJas } from '../upstream/autoaccess-jas.js';
import { toRiskEventView } from './risk-event-view.js';

const HOUR_MS = 3_600_000;

function isImpossibleTravel(event: StoredRiskEvent): boolean {
  return riskEventReasons(event).some(
    (reason) => reason.kind === 'heuristic' && reason.key === 'is_impossible_travel',
  );
}

async function travelOf(jas: AutoAccessJas, event: StoredRiskEvent): Promise<RiskTravel | null> {
  const { features } = event.predictionResult;
  const here = features.geoData;
  if (!isImpossibleTravel(event) || here?.lat === undefined || here.longitude === undefined) {
    return null;
  }
  const answer = await jas.searchRiskEvents(previousSignInQuery(features));
  const previous = answer.hits.hits[0]?._source;
  const there = previous?.predictionResult.features.geoData;
  if (!previous || there?.lat === undefined || there.longitude === undefined) return null;
  const distance = distanceKm(there.lat, there.longitude, here.lat, here.longitude);
  const hours =
    (Date.parse(features.timestamp) - Date.parse(previous.predictionResult.features.timestamp)) /
    HOUR_MS;
  return {
    previous: toRiskEventView(previous),
    distanceKm: distance,
    hours,
    speedKmh: hours > 0 ? distance / hours : null,
  };
}

/** One event, the user's last five risky attempts before it, and what impossible travel saw. */
export async function loadRiskEventDetail(
  jas: AutoAccessJas,
  eventId: string,
): Promise<RiskEventDetail> {
  const found = await jas.searchRiskEvents(eventByIdQuery(eventId));
  const event = found.hits.hits[0]?._source;
  if (!event) throw gatewayError('NOT_FOUND', 'No such risk event');
  const [attempts, travel] = await Promise.all([
    jas.searchRiskEvents(previousAttemptsQuery(event.predictionResult.features)),
    travelOf(jas, event),
  ]);
  return {
    event: toRiskEventView(event),
    previousAttempts: attempts.hits.hits.map((hit) => toRiskEventView(hit._source)),
    previousAttemptsTotal: attempts.hits.total?.value ?? 0,
    travel,
  };
}
