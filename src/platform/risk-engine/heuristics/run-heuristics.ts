import type { HeuristicKey } from '../../../domain/autoaccess/heuristic-keys.js';
import type { RiskUserConfig } from '../../../domain/autoaccess/risk-config.js';
import type { SignInEvent } from '../sign-in-event.js';
import {
  countingAll,
  countingDistinct,
  countingWhere,
  groupInTimeOrder,
  markDenseWindows,
} from './dense-windows.js';
import { markImpossibleTravel } from './impossible-travel.js';

const MINUTE_MS = 60_000;

/** The heuristics computed over the events (the IP block list is apart: it overrides them). */
export const WINDOW_HEURISTICS = [
  'is_impossible_travel',
  'is_brute_force',
  'is_credential_stuffing',
  'is_suspicious_ip',
  'is_distributed_attack',
  'is_automated_user_agent',
] as const satisfies readonly HeuristicKey[];
export type WindowHeuristic = (typeof WINDOW_HEURISTICS)[number];

export interface HeuristicMarks {
  marks: Record<WindowHeuristic, Uint8Array>;
  /** Per event, the highest risk score of the heuristics that flag it (0 when none). */
  score: Uint8Array;
}

function codesOf(values: Iterable<string>, count: number): { codes: Int32Array; size: number } {
  const known = new Map<string, number>();
  const codes = new Int32Array(count);
  let index = 0;
  for (const value of values) {
    let code = known.get(value);
    if (code === undefined) {
      code = known.size;
      known.set(value, code);
    }
    codes[index++] = code;
  }
  return { codes, size: known.size };
}

/** The risk score each heuristic gives, from the configuration. */
export function heuristicScores(config: RiskUserConfig): Record<WindowHeuristic, number> {
  const h = config.heuristics;
  return {
    is_impossible_travel: h.impossible_travel.risk_score,
    is_brute_force: h.brute_force.risk_score,
    is_credential_stuffing: h.credential_stuffing.risk_score,
    is_suspicious_ip: h.suspicious_ip.risk_score,
    is_distributed_attack: h.distributed_attack.risk_score,
    is_automated_user_agent: h.automated_user_agent.risk_score,
  };
}

/**
 * Runs every enabled heuristic over the events that `included` keeps (allow-listed events take
 * no part: they neither count towards a window nor get flagged).
 */
export function runHeuristics(
  events: readonly SignInEvent[],
  isBot: Uint8Array,
  included: Uint8Array,
  config: RiskUserConfig,
): HeuristicMarks {
  const count = events.length;
  const h = config.heuristics;
  const times = Float64Array.from(events, (event) => event.timestamp);
  const order = Int32Array.from(
    Array.from({ length: count }, (_, index) => index).filter((index) => included[index] === 1),
  ).sort((a, b) => times[a]! - times[b]! || a - b);
  const users = codesOf(
    events.map((event) => event.userId),
    count,
  );
  const ips = codesOf(
    events.map((event) => event.ipAddress),
    count,
  );
  const failed = Uint8Array.from(events, (event) => (event.result === 'FAILED' ? 1 : 0));
  const byUser = groupInTimeOrder(order, users.codes, users.size);
  const byIp = groupInTimeOrder(order, ips.codes, ips.size);
  const marks = Object.fromEntries(
    WINDOW_HEURISTICS.map((key) => [key, new Uint8Array(count)]),
  ) as Record<WindowHeuristic, Uint8Array>;

  if (h.impossible_travel.enabled) {
    const lat = Float64Array.from(events, (event) => event.lat ?? NaN);
    const longitude = Float64Array.from(events, (event) => event.longitude ?? NaN);
    markImpossibleTravel(
      byUser,
      times,
      lat,
      longitude,
      h.impossible_travel.max_speed_kmh,
      h.impossible_travel.min_distance_km,
      marks.is_impossible_travel,
    );
  }
  if (h.brute_force.enabled) {
    const window = h.brute_force.window_minutes * MINUTE_MS;
    markDenseWindows(
      byUser,
      times,
      window,
      h.brute_force.failures,
      () => countingWhere(failed),
      marks.is_brute_force,
    );
  }
  if (h.credential_stuffing.enabled) {
    const window = h.credential_stuffing.window_minutes * MINUTE_MS;
    const threshold = h.credential_stuffing.users_per_ip;
    markDenseWindows(
      byIp,
      times,
      window,
      threshold,
      () => countingDistinct(users.codes),
      marks.is_credential_stuffing,
    );
  }
  if (h.suspicious_ip.enabled) {
    const window = h.suspicious_ip.window_minutes * MINUTE_MS;
    markDenseWindows(
      byIp,
      times,
      window,
      h.suspicious_ip.attempts_per_ip,
      countingAll,
      marks.is_suspicious_ip,
    );
  }
  if (h.distributed_attack.enabled) {
    const window = h.distributed_attack.window_minutes * MINUTE_MS;
    const threshold = h.distributed_attack.ips_per_user;
    markDenseWindows(
      byUser,
      times,
      window,
      threshold,
      () => countingDistinct(ips.codes),
      marks.is_distributed_attack,
    );
  }
  if (h.automated_user_agent.enabled) {
    for (const event of order) marks.is_automated_user_agent[event] = isBot[event]!;
  }

  const scores = heuristicScores(config);
  const score = new Uint8Array(count);
  for (const key of WINDOW_HEURISTICS) {
    const flagged = marks[key];
    for (let event = 0; event < count; event += 1) {
      if (flagged[event] === 1 && scores[key] > score[event]!) score[event] = scores[key];
    }
  }
  // The client's bot detection is the event's own `botD.isBot`, not one of `raw_results`.
  if (h.advanced_bot_detection.enabled) {
    const botScore = h.advanced_bot_detection.risk_score;
    for (const event of order) {
      if (events[event]!.isBot === true && botScore > score[event]!) score[event] = botScore;
    }
  }
  return { marks, score };
}
