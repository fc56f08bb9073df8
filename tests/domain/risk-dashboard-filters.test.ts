import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RISK_THRESHOLDS,
  RISK_LEVELS,
  riskLevelOf,
  type RiskLevel,
} from '../../src/domain/autoaccess/risk-levels.js';
import {
  toDashboardFilters,
  type RiskFiltersInput,
} from '../../src/domain/autoaccess/risk-dashboard-filters.js';
import { NO_REASONS } from '../../src/domain/autoaccess/risk-dashboard-queries.js';
import { riskEventReasons } from '../../src/domain/autoaccess/risk-event-reasons.js';
import type { RiskEvent } from '../../src/domain/autoaccess/risk-event.js';

const PR = 'predictionResult.features';

const input = (overrides: Partial<RiskFiltersInput> = {}): RiskFiltersInput => ({
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-03T23:59:59.999Z',
  riskMin: 0,
  riskMax: 100,
  ...overrides,
});

/** The score bands of the levels chosen, or undefined when the filters add none. */
const bandsOf = (levels: RiskLevel[], thresholds = DEFAULT_RISK_THRESHOLDS) =>
  toDashboardFilters(input({ levels, thresholds }), 'alpha').scoreBands;

describe('riskLevelOf', () => {
  it('bands the rounded score: a score shown as 80 is high, one shown as 50 medium', () => {
    expect(riskLevelOf(79.6, DEFAULT_RISK_THRESHOLDS)).toBe('high');
    expect(riskLevelOf(79.4, DEFAULT_RISK_THRESHOLDS)).toBe('medium');
    expect(riskLevelOf(49.5, DEFAULT_RISK_THRESHOLDS)).toBe('medium');
    expect(riskLevelOf(49.4, DEFAULT_RISK_THRESHOLDS)).toBe('low');
    expect(riskLevelOf(0, DEFAULT_RISK_THRESHOLDS)).toBe('low');
    expect(riskLevelOf(100, DEFAULT_RISK_THRESHOLDS)).toBe('high');
  });

  it('follows the thresholds it is given', () => {
    const thresholds = { medium: 30, high: 60 };
    expect(riskLevelOf(29.4, thresholds)).toBe('low');
    expect(riskLevelOf(30, thresholds)).toBe('medium');
    expect(riskLevelOf(59.5, thresholds)).toBe('high');
  });
});

describe('toDashboardFilters', () => {
  it('keeps the period, the risk range and the verdict, for the realm path', () => {
    const filters = toDashboardFilters(
      input({ riskMin: 40, riskMax: 90, riskyEvents: false }),
      'alpha',
    );
    expect(filters).toEqual({
      realm: '/alpha',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T23:59:59.999Z',
      riskRange: [40, 90],
      isRiskyEvent: false,
      attributes: {},
      reasons: NO_REASONS,
    });
    expect(toDashboardFilters(input(), '/bravo').realm).toBe('/bravo');
    expect(toDashboardFilters(input({ riskyEvents: null }), 'alpha').isRiskyEvent).toBeNull();
    expect(toDashboardFilters(input(), 'alpha').isRiskyEvent).toBeNull();
  });

  it('turns levels into score bands that rounded scores fall in, with the default thresholds', () => {
    expect(bandsOf(['high'])).toEqual([[79.5, 100.5]]);
    expect(bandsOf(['medium'])).toEqual([[49.5, 79.5]]);
    expect(bandsOf(['low'])).toEqual([[0, 49.5]]);
    expect(bandsOf(['medium', 'high'])).toEqual([
      [49.5, 79.5],
      [79.5, 100.5],
    ]);
  });

  it('bands levels by the thresholds chosen', () => {
    expect(bandsOf(['low', 'high'], { medium: 40, high: 70 })).toEqual([
      [0, 39.5],
      [69.5, 100.5],
    ]);
  });

  it('adds no band when no level or every level is chosen', () => {
    expect(bandsOf([])).toBeUndefined();
    expect(bandsOf([...RISK_LEVELS])).toBeUndefined();
    expect('scoreBands' in toDashboardFilters(input({ levels: null }), 'alpha')).toBe(false);
  });

  it('puts a score in the band of exactly the level it is shown with', () => {
    const thresholds = fc
      .integer({ min: 1, max: 99 })
      .chain((medium) =>
        fc.record({ medium: fc.constant(medium), high: fc.integer({ min: medium + 1, max: 100 }) }),
      );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), thresholds, (score, chosen) => {
        for (const level of RISK_LEVELS) {
          const [gte, lt] = bandsOf([level], chosen)![0]!;
          expect(score >= gte && score < lt).toBe(riskLevelOf(score, chosen) === level);
        }
      }),
    );
  });

  it('maps each facet to its field in the index and leaves out facets without values', () => {
    const filters = toDashboardFilters(
      input({
        attributes: [
          { facet: 'city', values: ['Paris, 75'] },
          { facet: 'user', values: ['ann'] },
          { facet: 'os', values: [] },
        ],
      }),
      'alpha',
    );
    expect(filters.attributes).toEqual({
      [`${PR}.geoData.city`]: ['Paris, 75'],
      [`${PR}.rawUserId`]: ['ann'],
    });
  });

  it('sends the block rule and the bot signal apart from the nested heuristic flags', () => {
    const filters = toDashboardFilters(
      input({
        reasons: {
          heuristics: ['is_brute_force', 'is_ip_blocked', 'is_advanced_bot_detection'],
          ueba: ['city'],
          clustering: ['os', 'dayparting'],
        },
      }),
      'alpha',
    );
    expect(filters.reasons).toEqual({
      heuristics: ['is_brute_force'],
      ipBlocked: true,
      bot: true,
      ueba: ['city'],
      clustering: ['os', 'dayparting'],
    });
    const onlyFlags = toDashboardFilters(
      input({ reasons: { heuristics: ['is_impossible_travel'], ueba: [], clustering: [] } }),
      'alpha',
    );
    expect(onlyFlags.reasons).toEqual({ ...NO_REASONS, heuristics: ['is_impossible_travel'] });
  });

  it('filters on the map area only when one is given', () => {
    const area = { north: 51.5, south: 41.3, east: 9.6, west: -5.1, zoom: 4 };
    expect(toDashboardFilters(input({ area }), 'alpha').geo).toEqual(area);
    expect('geo' in toDashboardFilters(input({ area: null }), 'alpha')).toBe(false);
  });
});

type RiskData = RiskEvent['predictionResult']['risk_score_data'];

function scored(
  risk: Partial<RiskData> = {},
  extra: Partial<Pick<RiskEvent['predictionResult'], 'botD' | 'ueba_signal'>> = {},
): RiskEvent {
  return {
    realm: '/alpha',
    predictionResult: {
      features: { eventId: 'e-1', userId: 'u-1', timestamp: '2026-11-02T10:00:00.000Z' },
      raw_event_data: {},
      risk_score_data: { risk_score: 90, risk_score_threshold: 50, is_risky_event: true, ...risk },
      ...extra,
    },
  };
}

describe('riskEventReasons', () => {
  it('lists the truthy heuristic flags of every raw result once, in key order', () => {
    const event = scored({
      heuristic_agg_result: {
        raw_results: [
          { is_suspicious_ip: true, is_brute_force: false },
          { is_brute_force: true, is_impossible_travel: true, is_suspicious_ip: true },
        ],
      },
    });
    expect(riskEventReasons(event)).toEqual([
      { kind: 'heuristic', key: 'is_brute_force' },
      { kind: 'heuristic', key: 'is_impossible_travel' },
      { kind: 'heuristic', key: 'is_suspicious_ip' },
    ]);
  });

  it('counts a matched block rule as is_ip_blocked and a bot as is_advanced_bot_detection', () => {
    const blocked = scored({ heuristic_agg_result: { block_rule_result: { is_blocked: true } } });
    expect(riskEventReasons(blocked)).toEqual([{ kind: 'heuristic', key: 'is_ip_blocked' }]);
    const bot = scored({}, { botD: { isBot: true } });
    expect(riskEventReasons(bot)).toEqual([
      { kind: 'heuristic', key: 'is_advanced_bot_detection' },
    ]);
    const neither = scored(
      { heuristic_agg_result: { block_rule_result: { is_blocked: false } } },
      { botD: { isBot: false } },
    );
    expect(riskEventReasons(neither)).toEqual([{ kind: 'none' }]);
  });

  it('gives the clustering features only above the threshold, under their label names', () => {
    const features = { top_cluster_explainability: ['time_of_day', 'dayparting', 'city'] };
    expect(
      riskEventReasons(scored({ clustering_model_risk_score: 50.1, clustering_result: features })),
    ).toEqual([
      { kind: 'clustering', feature: 'dayparting' },
      { kind: 'clustering', feature: 'city' },
    ]);
    expect(
      riskEventReasons(scored({ clustering_model_risk_score: 50, clustering_result: features })),
    ).toEqual([{ kind: 'none' }]);
    expect(riskEventReasons(scored({ clustering_result: features }))).toEqual([{ kind: 'none' }]);
  });

  it('gives the UEBA feature only above the threshold, preferring the explained response', () => {
    const signal = {
      explainability: { response: 'day_of_week' },
      explainable_features: 'city',
    };
    expect(riskEventReasons(scored({ ueba_avg_risk_score: 61 }, { ueba_signal: signal }))).toEqual([
      { kind: 'ueba', feature: 'weekday' },
    ]);
    expect(
      riskEventReasons(
        scored({ ueba_avg_risk_score: 61 }, { ueba_signal: { explainable_features: 'model' } }),
      ),
    ).toEqual([{ kind: 'ueba', feature: 'device' }]);
    expect(riskEventReasons(scored({ ueba_avg_risk_score: 50 }, { ueba_signal: signal }))).toEqual([
      { kind: 'none' },
    ]);
  });

  it('ignores a UEBA explanation of failed or unknown', () => {
    for (const response of ['failed', 'unknown']) {
      const event = scored(
        { ueba_avg_risk_score: 99 },
        { ueba_signal: { explainability: { response } } },
      );
      expect(riskEventReasons(event)).toEqual([{ kind: 'none' }]);
    }
  });

  it('puts the heuristics first, then clustering, then UEBA', () => {
    const event = scored(
      {
        heuristic_agg_result: { raw_results: [{ is_credential_stuffing: true }] },
        clustering_model_risk_score: 70,
        clustering_result: { top_cluster_explainability: ['os_version'] },
        ueba_avg_risk_score: 70,
      },
      { ueba_signal: { explainable_features: 'user_agent' }, botD: { isBot: true } },
    );
    expect(riskEventReasons(event)).toEqual([
      { kind: 'heuristic', key: 'is_advanced_bot_detection' },
      { kind: 'heuristic', key: 'is_credential_stuffing' },
      { kind: 'clustering', feature: 'osVersion' },
      { kind: 'ueba', feature: 'userAgentType' },
    ]);
  });

  it('says none when nothing explains the score', () => {
    expect(riskEventReasons(scored())).toEqual([{ kind: 'none' }]);
  });
});
