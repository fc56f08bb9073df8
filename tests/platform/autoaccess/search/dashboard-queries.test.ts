import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_REASONS,
  accessAttemptsQuery,
  accessResultsQuery,
  eventLogQuery,
  facetSearchQuery,
  facetsQuery,
  mapQuery,
  previousAttemptsQuery,
  reasonListsQuery,
  riskiestUsersQuery,
  type DashboardFilters,
} from '../../../../src/domain/autoaccess/risk-dashboard-queries.js';
import type { RiskEvent } from '../../../../src/domain/autoaccess/risk-event.js';
import {
  createRiskEventIndex,
  type RiskEventIndex,
} from '../../../../src/platform/autoaccess/search/risk-event-index.js';
import { registerRiskEventSearchRoute } from '../../../../src/platform/autoaccess/search/risk-event-search-route.js';
import { FIXTURE_START, generateRiskEvents } from '../../../support/risk-event-fixtures.js';

const DAY = 86_400_000;
const EVENTS = [...generateRiskEvents({ count: 4000, seed: 11, days: 10 })];
const OTHER_REALM = [...generateRiskEvents({ count: 500, seed: 12, days: 10, realm: '/beta' })];

let index: RiskEventIndex;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'risk-index-'));
  index = await createRiskEventIndex({ dataDir });
  await index.insert('alpha', EVENTS);
  await index.insert('beta', OTHER_REALM);
});
afterAll(async () => {
  await index.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const base: DashboardFilters = {
  realm: '/alpha',
  from: new Date(FIXTURE_START + 2 * DAY).toISOString(),
  to: new Date(FIXTURE_START + 9 * DAY).toISOString(),
  riskRange: [0, 100],
  isRiskyEvent: true,
  attributes: {},
  reasons: NO_REASONS,
};

const time = (event: RiskEvent) => Date.parse(event.predictionResult.features.timestamp);
const scores = (event: RiskEvent) => event.predictionResult.risk_score_data;

/** The dashboard filter, computed directly over the generated events. */
function matches(event: RiskEvent, filters: DashboardFilters): boolean {
  const { features } = event.predictionResult;
  const risk = scores(event);
  if (time(event) < Date.parse(filters.from) || time(event) > Date.parse(filters.to)) return false;
  if (risk.risk_score < filters.riskRange[0] || risk.risk_score >= filters.riskRange[1] + 0.5)
    return false;
  if (filters.isRiskyEvent !== null && risk.is_risky_event !== filters.isRiskyEvent) return false;
  if (
    filters.scoreBands &&
    !filters.scoreBands.some(([gte, lt]) => risk.risk_score >= gte && risk.risk_score < lt)
  )
    return false;
  if (filters.geo && filters.geo.zoom > 3) {
    const { lat, longitude } = features.geoData ?? {};
    if (lat === undefined || lat < filters.geo.south || lat > filters.geo.north) return false;
    if (longitude === undefined || longitude < filters.geo.west || longitude > filters.geo.east)
      return false;
  }
  const attributeValue: Record<string, string | undefined> = {
    'predictionResult.features.geoData.city': features.geoData?.city,
    'predictionResult.features.browserData.os': features.browserData?.os,
  };
  for (const [field, values] of Object.entries(filters.attributes)) {
    if (!values.includes(attributeValue[field] ?? '\u0001')) return false;
  }
  const reasons = filters.reasons;
  const anyReason =
    reasons.heuristics.length + reasons.ueba.length + reasons.clustering.length > 0 ||
    reasons.ipBlocked ||
    reasons.bot;
  if (!anyReason) return true;
  const raw = risk.heuristic_agg_result?.raw_results ?? [];
  const ueba = event.predictionResult.ueba_signal?.explainable_features;
  const clusters = risk.clustering_result?.top_cluster_explainability ?? [];
  return (
    raw.some((entry) => reasons.heuristics.some((key) => entry[key] === true)) ||
    (reasons.ipBlocked && risk.heuristic_agg_result?.block_rule_result?.is_blocked === true) ||
    (reasons.bot && event.predictionResult.botD?.isBot === true) ||
    ((risk.ueba_avg_risk_score ?? -1) > risk.risk_score_threshold &&
      ueba !== undefined &&
      reasons.ueba.includes(ueba)) ||
    ((risk.clustering_model_risk_score ?? -1) > risk.risk_score_threshold &&
      clusters.some((feature) => reasons.clustering.includes(feature)))
  );
}

const count = (filters: DashboardFilters) =>
  EVENTS.filter((event) => matches(event, filters)).length;

const variants: [string, DashboardFilters][] = [
  ['the common filters', base],
  ['a narrower risk range', { ...base, riskRange: [60, 80] }],
  ['non-risky events', { ...base, isRiskyEvent: false, riskRange: [10, 40] }],
  ['risky and other events', { ...base, isRiskyEvent: null, riskRange: [40, 60] }],
  [
    'risk levels as score bands',
    {
      ...base,
      isRiskyEvent: null,
      scoreBands: [
        [0, 50],
        [80, 100.5],
      ],
    },
  ],
  [
    'the map bounding box at zoom 5',
    { ...base, geo: { north: 60, south: 40, east: 20, west: -5, zoom: 5 } },
  ],
  [
    'the bounding box is ignored at zoom 3',
    { ...base, geo: { north: 1, south: 0, east: 1, west: 0, zoom: 3 } },
  ],
  [
    'attribute filters',
    {
      ...base,
      attributes: {
        'predictionResult.features.geoData.city': ['Paris', 'Tokyo'],
        'predictionResult.features.browserData.os': ['iOS', 'Windows'],
      },
    },
  ],
  [
    'nested heuristic reasons',
    { ...base, reasons: { ...NO_REASONS, heuristics: ['is_brute_force', 'is_impossible_travel'] } },
  ],
  ['blocked and bot reasons', { ...base, reasons: { ...NO_REASONS, ipBlocked: true, bot: true } }],
  [
    'UEBA and cluster reasons behind the threshold script',
    { ...base, reasons: { ...NO_REASONS, ueba: ['city', 'os'], clustering: ['country'] } },
  ],
];

describe('every dashboard query shape against a direct count of the generated events', () => {
  it.each(variants)('event log and map: %s', async (_name, filters) => {
    const expected = count(filters);
    expect(expected).toBeGreaterThan(0);
    const log = await index.search('alpha', eventLogQuery(filters));
    expect(log.hits.total).toEqual({ value: expected, relation: 'eq' });
    expect(log.hits.hits.length).toBe(Math.min(10, expected));
    const map = await index.search('alpha', mapQuery(filters));
    const buckets = (map.aggregations!.lat_lon_locations as { buckets: { doc_count: number }[] })
      .buckets;
    expect(buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBe(expected);
  });

  it('pages the event log with search_after, sorted by risk, time and user', async () => {
    const expected = EVENTS.filter((event) => matches(event, base)).sort(
      (a, b) =>
        scores(b).risk_score - scores(a).risk_score ||
        time(b) - time(a) ||
        (a.predictionResult.features.userId < b.predictionResult.features.userId ? 1 : -1),
    );
    const first = await index.search('alpha', eventLogQuery(base));
    const second = await index.search(
      'alpha',
      eventLogQuery(base, 'risk', first.hits.hits.at(-1)!.sort),
    );
    expect([...first.hits.hits, ...second.hits.hits].map((hit) => hit._id)).toEqual(
      expected.slice(0, 20).map((event) => event.predictionResult.features.eventId),
    );
  });

  it('the facets count risky events per value (size 100)', async () => {
    const result = await index.search('alpha', facetsQuery());
    const cities = (
      result.aggregations!['predictionResult.features.geoData.city'] as {
        buckets: { key: string; doc_count: number }[];
      }
    ).buckets;
    const risky = EVENTS.filter((event) => scores(event).is_risky_event);
    for (const bucket of cities) {
      expect(bucket.doc_count).toBe(
        risky.filter((event) => event.predictionResult.features.geoData?.city === bucket.key)
          .length,
      );
    }
    expect(cities.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBe(risky.length);
    expect(Object.keys(result.aggregations!)).toHaveLength(9);
  });

  it('the big-facet search: 50 values by key, narrowed by a prefix', async () => {
    const result = await index.search(
      'alpha',
      facetSearchQuery('predictionResult.features.rawUserId', 'USER.1'),
    );
    const keys = (
      result.aggregations!['predictionResult.features.rawUserId'] as { buckets: { key: string }[] }
    ).buckets.map((bucket) => bucket.key);
    const expected = [
      ...new Set(
        EVENTS.filter((event) => scores(event).is_risky_event)
          .map((event) => event.predictionResult.features.rawUserId!)
          .filter((id) => id.startsWith('USER.1')),
      ),
    ].sort();
    expect(keys).toEqual(expected.slice(0, 50));
  });

  it('the reason lists', async () => {
    const result = await index.search('alpha', reasonListsQuery());
    const risky = EVENTS.filter((event) => scores(event).is_risky_event);
    const ueba = (
      result.aggregations!.ueba_reason as { buckets: { key: string; doc_count: number }[] }
    ).buckets;
    for (const bucket of ueba) {
      expect(bucket.doc_count).toBe(
        risky.filter(
          (event) => event.predictionResult.ueba_signal?.explainable_features === bucket.key,
        ).length,
      );
    }
    const clustering = (
      result.aggregations!.clustering_reason as { buckets: { key: string; doc_count: number }[] }
    ).buckets;
    expect(clustering.length).toBeGreaterThan(0);
    for (const bucket of clustering) {
      expect(bucket.doc_count).toBe(
        risky.filter((event) =>
          scores(event).clustering_result?.top_cluster_explainability?.includes(bucket.key),
        ).length,
      );
    }
  });

  it('the detail: the user’s last five risky attempts', async () => {
    const shown = EVENTS.filter((event) => scores(event).is_risky_event).at(-1)!;
    const { userId, eventId, timestamp } = shown.predictionResult.features;
    const result = await index.search(
      'alpha',
      previousAttemptsQuery({ userId, eventId, timestamp }),
    );
    const earlier = EVENTS.filter(
      (event) =>
        event.predictionResult.features.userId === userId &&
        scores(event).is_risky_event &&
        time(event) <= Date.parse(timestamp) &&
        event.predictionResult.features.eventId !== eventId,
    );
    expect(result.hits.total).toEqual({ value: earlier.length, relation: 'eq' });
    const latestFirst = earlier
      .sort((a, b) => time(b) - time(a))
      .slice(0, 5)
      .map((event) => event.predictionResult.features.eventId);
    expect(
      result.hits.hits.map((hit) => (hit._source as RiskEvent).predictionResult.features.eventId),
    ).toEqual(latestFirst);
  });

  const everyEvent: DashboardFilters = { ...base, isRiskyEvent: null };
  const inRange = EVENTS.filter(
    (event) => time(event) >= Date.parse(base.from) && time(event) <= Date.parse(base.to),
  );

  it('AccessResults: per day, by response status', async () => {
    const result = await index.search('alpha', accessResultsQuery(everyEvent, 'UTC'));
    const days = (
      result.aggregations!.histogram as {
        buckets: {
          key: number;
          doc_count: number;
          outcomes: { buckets: { key: string; doc_count: number }[] };
        }[];
      }
    ).buckets;
    expect(days.reduce((sum, day) => sum + day.doc_count, 0)).toBe(inRange.length);
    for (const day of days) {
      const ofDay = inRange.filter(
        (event) => time(event) >= day.key && time(event) < day.key + DAY,
      );
      const successful =
        day.outcomes.buckets.find((bucket) => bucket.key === 'SUCCESSFUL')?.doc_count ?? 0;
      expect(successful).toBe(
        ofDay.filter(
          (event) => event.predictionResult.raw_event_data.response?.status === 'SUCCESSFUL',
        ).length,
      );
    }
  });

  it('AccessAttempts: average risk per day over risky events', async () => {
    const result = await index.search('alpha', accessAttemptsQuery(everyEvent, 'UTC'));
    const days = (result.aggregations!.histogram as { buckets: { doc_count: number }[] }).buckets;
    expect(days.reduce((sum, day) => sum + day.doc_count, 0)).toBe(
      inRange.filter((event) => scores(event).is_risky_event).length,
    );
  });

  it('riskiest users: the ten users with most events, with their average risk', async () => {
    const result = await index.search('alpha', riskiestUsersQuery(everyEvent));
    const users = (
      result.aggregations!.users as {
        buckets: {
          key: [string, string];
          doc_count: number;
          avg_risk_score: { value: number };
        }[];
      }
    ).buckets;
    expect(users).toHaveLength(10);
    for (const user of users) {
      const [userId, rawUserId] = user.key;
      const events = inRange.filter((event) => event.predictionResult.features.userId === userId);
      expect(events.every((event) => event.predictionResult.features.rawUserId === rawUserId)).toBe(
        true,
      );
      expect(user.doc_count).toBe(events.length);
      expect(user.avg_risk_score.value).toBeCloseTo(
        events.reduce((sum, event) => sum + scores(event).risk_score, 0) / events.length,
        6,
      );
    }
  });
});

describe('the risk range boundary', () => {
  const scored = (eventId: string, riskScore: number): RiskEvent => {
    const [template] = EVENTS;
    return {
      ...template!,
      realm: '/edge',
      predictionResult: {
        ...template!.predictionResult,
        features: { ...template!.predictionResult.features, eventId },
        risk_score_data: {
          ...template!.predictionResult.risk_score_data,
          risk_score: riskScore,
          is_risky_event: true,
        },
      },
    };
  };
  beforeAll(() =>
    index.insert('edge', [
      scored('below-lower', 39.9),
      scored('at-lower', 40),
      scored('at-upper', 70),
      scored('upper-and-four-tenths', 70.4),
      scored('upper-and-a-half', 70.5),
      scored('upper-and-six-tenths', 70.6),
    ]),
  );

  it('takes the scores shown rounded within the range: from the lower bound to below the upper bound plus 0.5', async () => {
    const result = await index.search(
      'edge',
      eventLogQuery({
        ...base,
        realm: '/edge',
        from: '2000-01-01T00:00:00Z',
        to: '2100-01-01T00:00:00Z',
        riskRange: [40, 70],
      }),
    );
    expect(result.hits.hits.map((hit) => hit._id).sort()).toEqual([
      'at-lower',
      'at-upper',
      'upper-and-four-tenths',
    ]);
  });
});

describe('POST /entity/search/', () => {
  const app = Fastify();
  beforeAll(() =>
    registerRiskEventSearchRoute(app, index, (request) => String(request.headers['x-tenant-id'])),
  );
  afterAll(() => app.close());
  const post = (realm: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/entity/search/',
      headers: { 'x-tenant-id': realm },
      payload: payload as object,
    });

  it('answers within the caller’s realm only', async () => {
    const alpha = await post('alpha', { indexName: 'risk_explainability', query: { size: 0 } });
    const beta = await post('beta', { indexName: 'risk_explainability', query: { size: 0 } });
    expect(alpha.json()).toMatchObject({ hits: { total: { value: EVENTS.length } } });
    expect(beta.json()).toMatchObject({ hits: { total: { value: OTHER_REALM.length } } });
  });
  it('a query for another realm’s documents finds none', async () => {
    const response = await post('alpha', {
      indexName: 'risk_explainability',
      query: { query: { term: { realm: '/beta' } } },
    });
    expect(response.json()).toMatchObject({ hits: { total: { value: 0 } } });
  });
  it('refuses an unsupported construct with a 400 naming it', async () => {
    const response = await post('alpha', {
      indexName: 'risk_explainability',
      query: { query: { geo_distance: {} } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'Bad Request',
      message: 'unsupported query: geo_distance',
    });
  });
  it('answers 404 for another index', async () => {
    const response = await post('alpha', { indexName: 'other', query: {} });
    expect(response.statusCode).toBe(404);
  });
});
