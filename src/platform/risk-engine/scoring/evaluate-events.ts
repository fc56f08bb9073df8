import type { RiskUserConfig } from '../../../domain/autoaccess/risk-config.js';
import { extractFeatures, type EventFeatureTable } from '../features/event-features.js';
import { compileIpList, matchingEntries } from '../heuristics/ip-lists.js';
import {
  heuristicScores,
  runHeuristics,
  WINDOW_HEURISTICS,
  type HeuristicMarks,
} from '../heuristics/run-heuristics.js';
import type { RawScores } from '../models/learned-model.js';
import type { SignInEvent } from '../sign-in-event.js';
import type { SubModel, TrainedRiskModel } from '../trained-model.js';
import { calibratedScore } from './calibration.js';
import type { EventVerdict } from './risk-document.js';

export interface IpListResult {
  allowed: Uint8Array;
  blocked: Uint8Array;
  allowEntries: (string[] | undefined)[];
  blockEntries: (string[] | undefined)[];
}

/** Which events the lists allow and block; an address on both lists is blocked. */
export function applyIpLists(events: readonly SignInEvent[], config: RiskUserConfig): IpListResult {
  const allow = compileIpList(config.ip_lists.allow, 'allow');
  const block = compileIpList(config.ip_lists.block, 'block');
  const count = events.length;
  const result: IpListResult = {
    allowed: new Uint8Array(count),
    blocked: new Uint8Array(count),
    allowEntries: new Array<string[] | undefined>(count),
    blockEntries: new Array<string[] | undefined>(count),
  };
  if (allow.entries.length === 0 && block.entries.length === 0) return result;
  const cache = new Map<string, [string[], string[]]>();
  events.forEach((event, index) => {
    let entries = cache.get(event.ipAddress);
    if (!entries) {
      entries = [matchingEntries(allow, event.ipAddress), matchingEntries(block, event.ipAddress)];
      cache.set(event.ipAddress, entries);
    }
    const [allowEntries, blockEntries] = entries;
    result.allowEntries[index] = allowEntries;
    result.blockEntries[index] = blockEntries;
    if (blockEntries.length > 0) result.blocked[index] = 1;
    else if (allowEntries.length > 0) result.allowed[index] = 1;
  });
  return result;
}

/** The per-event results of the rules and models, before they become documents. */
export interface Evaluation {
  table: EventFeatureTable;
  lists: IpListResult;
  heuristics: HeuristicMarks;
  /** Calibrated, rounded sub-scores of the learned models (255 where a model gives none). */
  subScores: Partial<Record<SubModel, Uint8Array>>;
  raw: Partial<Record<SubModel, RawScores>>;
  combined: Uint8Array;
  verdict(event: number): EventVerdict;
}

export const NO_SCORE = 255;

export type RawScorer = (
  model: TrainedRiskModel,
  sub: SubModel,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
) => RawScores | null;

export interface EvaluateOptions {
  uebaRiskThreshold?: number;
  /** Computes a learned model's raw scores (the models' registry; none for heuristics only). */
  rawScorer?: RawScorer;
  onStage?(stage: string, percent: number): void;
}

/**
 * Scores every event: IP lists first (allowed → 0, blocked → 100 and nothing else), then the
 * heuristics and the learned models; the risk score is the highest sub-score.
 */
export function evaluateEvents(
  model: TrainedRiskModel | null,
  events: readonly SignInEvent[],
  config: RiskUserConfig,
  options: EvaluateOptions = {},
): Evaluation {
  const count = events.length;
  const threshold = config.risk_score_threshold;
  const uebaThreshold = options.uebaRiskThreshold ?? threshold;
  options.onStage?.('features', 0);
  const table = extractFeatures(events);
  const lists = applyIpLists(events, config);
  const included = Uint8Array.from(lists.allowed, (allowed) => 1 - allowed);
  options.onStage?.('heuristics', 0);
  const heuristics = runHeuristics(events, table.isBot, included, config);
  const subScores: Partial<Record<SubModel, Uint8Array>> = {};
  const raw: Partial<Record<SubModel, RawScores>> = {};
  if (model && options.rawScorer) {
    for (const sub of ['cluster', 'ueba', 'modelA', 'modelB'] as const) {
      const calibration = model.calibration[sub];
      if (!calibration) continue;
      options.onStage?.(sub, 0);
      const scores = options.rawScorer(model, sub, table, events);
      if (!scores) continue;
      raw[sub] = scores;
      const calibrated = new Uint8Array(count).fill(NO_SCORE);
      for (let event = 0; event < count; event += 1) {
        if (lists.allowed[event] || lists.blocked[event]) continue;
        if (scores.verdictOf?.(event)) continue;
        calibrated[event] = Math.round(calibratedScore(calibration, scores.raw[event]!));
      }
      subScores[sub] = calibrated;
    }
  }
  const combined = new Uint8Array(count);
  for (let event = 0; event < count; event += 1) {
    if (lists.blocked[event]) combined[event] = 100;
    else if (lists.allowed[event]) combined[event] = 0;
    else {
      let score = heuristics.score[event]!;
      for (const sub of ['cluster', 'modelA', 'modelB'] as const) {
        const value = subScores[sub]?.[event] ?? NO_SCORE;
        if (value !== NO_SCORE && value > score) score = value;
      }
      const ueba = subScores.ueba?.[event] ?? NO_SCORE;
      if (ueba !== NO_SCORE) {
        // The UEBA threshold of the run decides whether UEBA alone makes the event risky; below
        // it, UEBA raises the combined score no further than just under the risk threshold.
        const contribution = ueba >= uebaThreshold ? ueba : Math.min(ueba, threshold - 1);
        if (contribution > score) score = contribution;
      }
      combined[event] = score;
    }
  }

  const riskScores = heuristicScores(config);
  const verdict = (event: number): EventVerdict => {
    const riskScore = combined[event]!;
    const isBlocked = lists.blocked[event] === 1;
    const isAllowed = lists.allowed[event] === 1;
    const result: EventVerdict = {
      riskScore,
      threshold,
      isRisky: riskScore >= threshold,
      blockRule: {
        isBlocked,
        isAllowed,
        blockList: lists.blockEntries[event] ?? [],
        allowList: lists.allowEntries[event] ?? [],
      },
      heuristics: [],
    };
    if (isBlocked || isAllowed) return result;
    const scores = { ...result };
    scores.heuristics = WINDOW_HEURISTICS.filter((key) => heuristics.marks[key][event] === 1).map(
      (key) => ({ key, riskScore: riskScores[key] }),
    );
    scores.heuristicScore = heuristics.score[event]!;
    const cluster = subScores.cluster?.[event];
    if (cluster !== undefined && cluster !== NO_SCORE) {
      scores.clusterScore = cluster;
      scores.clusterExplainability = raw.cluster?.explain(event) ?? [];
    }
    const uebaRaw = raw.ueba;
    if (uebaRaw) {
      const special = uebaRaw.verdictOf?.(event) ?? null;
      const ueba = subScores.ueba?.[event];
      if (special) scores.uebaResponse = special;
      else if (ueba !== undefined && ueba !== NO_SCORE) {
        scores.uebaScore = ueba;
        scores.uebaResponse = uebaRaw.explain(event)[0] ?? 'unknown';
      }
    }
    return scores;
  };
  return { table, lists, heuristics, subScores, raw, combined, verdict };
}
