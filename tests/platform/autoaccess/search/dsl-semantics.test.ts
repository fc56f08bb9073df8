import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskEvent } from '../../../../src/domain/autoaccess/risk-event.js';
import {
  createRiskEventIndex,
  type RiskEventIndex,
} from '../../../../src/platform/autoaccess/search/risk-event-index.js';

const PR = 'predictionResult';
const CITY = `${PR}.features.geoData.city`;
const TS = `${PR}.features.timestamp`;
const RISK = `${PR}.risk_score_data.risk_score`;
const RAW = `${PR}.risk_score_data.heuristic_agg_result.raw_results`;

interface Spec {
  id: string;
  city?: string;
  time: string;
  risk: number;
  ueba?: number;
  brute?: boolean;
  user?: string;
}

function doc(spec: Spec): RiskEvent {
  return {
    realm: '/alpha',
    predictionResult: {
      features: {
        eventId: spec.id,
        userId: spec.user ?? 'u1',
        timestamp: spec.time,
        ...(spec.city ? { geoData: { city: spec.city } } : {}),
      },
      raw_event_data: {},
      risk_score_data: {
        risk_score: spec.risk,
        risk_score_threshold: 50,
        is_risky_event: spec.risk >= 50,
        ...(spec.ueba === undefined ? {} : { ueba_avg_risk_score: spec.ueba }),
        heuristic_agg_result: {
          raw_results:
            spec.brute === undefined ? [] : [{ is_brute_force: spec.brute, risk_score: 80 }],
        },
      },
    },
  };
}

/** A fixed set: five events over three days (UTC), one without a city. */
const DOCS = [
  doc({ id: 'a', city: 'Paris', time: '2026-03-01T10:00:00Z', risk: 90, ueba: 95, brute: true }),
  doc({ id: 'b', city: 'New York', time: '2026-03-01T23:30:00Z', risk: 60, ueba: 10 }),
  doc({ id: 'c', city: 'Paris', time: '2026-03-03T08:00:00Z', risk: 60, brute: false }),
  doc({ id: 'd', city: 'Lyon', time: '2026-03-03T09:00:00Z', risk: 20, user: 'u2' }),
  doc({ id: 'e', time: '2026-03-03T12:00:00Z', risk: 60, user: 'u2' }),
];

let index: RiskEventIndex;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'risk-index-'));
  index = await createRiskEventIndex({ dataDir });
  await index.insert('alpha', DOCS);
  await index.insert('beta', [
    doc({ id: 'z', city: 'Paris', time: '2026-03-01T10:00:00Z', risk: 99 }),
  ]);
});
afterAll(async () => {
  await index.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ids = async (body: unknown) =>
  (await index.search('alpha', { size: 100, sort: ['_doc'], ...(body as object) })).hits.hits.map(
    (hit) => hit._id,
  );

describe('queries (hits checked by hand against the Elasticsearch reference)', () => {
  const cases: [string, unknown, string[]][] = [
    [
      'match_all matches every event of the realm only',
      { query: { match_all: {} } },
      ['a', 'b', 'c', 'd', 'e'],
    ],
    [
      'bool with only should: at least one should must match',
      {
        query: {
          bool: {
            should: [
              { term: { [`${CITY}.keyword`]: 'Lyon' } },
              { term: { [`${CITY}.keyword`]: 'New York' } },
            ],
          },
        },
      },
      ['b', 'd'],
    ],
    [
      'bool with must and should: should is optional (minimum_should_match 0)',
      {
        query: {
          bool: {
            must: [{ range: { [RISK]: { gte: 60 } } }],
            should: [{ term: { [`${CITY}.keyword`]: 'Lyon' } }],
          },
        },
      },
      ['a', 'b', 'c', 'e'],
    ],
    [
      'minimum_should_match 2 of 3',
      {
        query: {
          bool: {
            should: [
              { term: { [`${CITY}.keyword`]: 'Paris' } },
              { range: { [RISK]: { gt: 60 } } },
              { term: { [`${PR}.features.userId.keyword`]: 'u1' } },
            ],
            minimum_should_match: 2,
          },
        },
      },
      ['a', 'c'],
    ],
    [
      'term on a text field compares with its lowercased tokens: "Paris" matches nothing',
      { query: { term: { [CITY]: 'Paris' } } },
      [],
    ],
    ['term on a text field: the token "york"', { query: { term: { [CITY]: 'york' } } }, ['b']],
    [
      'term on .keyword is exact',
      { query: { term: { [`${CITY}.keyword`]: 'Paris' } } },
      ['a', 'c'],
    ],
    [
      'term on .keyword is case-sensitive',
      { query: { term: { [`${CITY}.keyword`]: 'paris' } } },
      [],
    ],
    [
      'match on text analyzes the query (OR of tokens)',
      { query: { match: { [CITY]: 'NEW paris' } } },
      ['a', 'b', 'c'],
    ],
    [
      'match on .keyword is exact',
      { query: { match: { [`${CITY}.keyword`]: 'New York' } } },
      ['b'],
    ],
    [
      'terms: any of the values',
      { query: { terms: { [`${CITY}.keyword`]: ['Lyon', 'Paris'] } } },
      ['a', 'c', 'd'],
    ],
    [
      'range on dates: gte inclusive, lt exclusive',
      { query: { range: { [TS]: { gte: '2026-03-01T23:30:00Z', lt: '2026-03-03T09:00:00Z' } } } },
      ['b', 'c'],
    ],
    [
      'lte on a date without a time takes in the whole day',
      { query: { range: { [TS]: { lte: '2026-03-01' } } } },
      ['a', 'b'],
    ],
    [
      'gt on a date without a time starts the next day',
      { query: { range: { [TS]: { gt: '2026-03-01' } } } },
      ['c', 'd', 'e'],
    ],
    [
      'gte and lt on dates without a time take their first millisecond',
      { query: { range: { [TS]: { gte: '2026-03-01', lt: '2026-03-03' } } } },
      ['a', 'b'],
    ],
    [
      'term on a date matches the whole precision of the value',
      { query: { term: { [TS]: '2026-03-03' } } },
      ['c', 'd', 'e'],
    ],
    [
      'range on dates with epoch millis',
      { query: { range: { [TS]: { lte: Date.parse('2026-03-01T10:00:00Z') } } } },
      ['a'],
    ],
    [
      'range on numbers: risk range lt hi + 0.5',
      { query: { range: { [RISK]: { gte: 20, lt: 59.5 } } } },
      ['d'],
    ],
    [
      'wildcard on keyword',
      { query: { wildcard: { [`${CITY}.keyword`]: { value: 'P*s' } } } },
      ['a', 'c'],
    ],
    [
      'wildcard on keyword, case-insensitive',
      { query: { wildcard: { [`${CITY}.keyword`]: { value: 'ly*', case_insensitive: true } } } },
      ['d'],
    ],
    ['exists', { query: { exists: { field: CITY } } }, ['a', 'b', 'c', 'd']],
    [
      'must_not keeps events without the field',
      { query: { bool: { must_not: [{ term: { [`${CITY}.keyword`]: 'Paris' } }] } } },
      ['b', 'd', 'e'],
    ],
    [
      'nested: the same raw_results entry',
      { query: { nested: { path: RAW, query: { term: { [`${RAW}.is_brute_force`]: true } } } } },
      ['a'],
    ],
    [
      'a nested field outside nested matches nothing',
      { query: { term: { [`${RAW}.is_brute_force`]: true } } },
      [],
    ],
    [
      'script comparing two numeric fields (events without one do not match)',
      {
        query: {
          script: {
            script: `doc['${PR}.risk_score_data.ueba_avg_risk_score'].value > doc['${PR}.risk_score_data.risk_score_threshold'].value`,
          },
        },
      },
      ['a'],
    ],
    ['an unmapped field matches nothing', { query: { term: { unknown: 'x' } } }, []],
  ];
  it.each(cases)('%s', async (_name, body, expected) => {
    expect(await ids(body)).toEqual(expected);
  });
});

describe('sort, paging and totals', () => {
  const bySort = [{ [RISK]: 'desc' }, { [`${PR}.features.eventId`]: 'asc' }];
  it('sorts on several fields and returns each hit’s sort values', async () => {
    const result = await index.search('alpha', { sort: bySort, size: 3 });
    expect(result.hits.hits.map((hit) => [hit._id, hit.sort])).toEqual([
      ['a', [90, 'a']],
      ['b', [60, 'b']],
      ['c', [60, 'c']],
    ]);
  });
  it('search_after continues strictly after the tuple', async () => {
    const result = await index.search('alpha', { sort: bySort, size: 10, search_after: [60, 'b'] });
    expect(result.hits.hits.map((hit) => hit._id)).toEqual(['c', 'e', 'd']);
  });
  it('search_after on a tied value alone skips the other events with that value', async () => {
    const result = await index.search('alpha', {
      sort: [{ [RISK]: 'desc' }],
      size: 10,
      search_after: [60],
    });
    expect(result.hits.hits.map((hit) => hit._id)).toEqual(['d']);
  });
  it('counts totals: exact with true, none with false, gte beyond a threshold', async () => {
    expect((await index.search('alpha', { size: 1, track_total_hits: true })).hits.total).toEqual({
      value: 5,
      relation: 'eq',
    });
    expect(
      (await index.search('alpha', { size: 1, track_total_hits: false })).hits.total,
    ).toBeUndefined();
    expect((await index.search('alpha', { size: 1, track_total_hits: 3 })).hits.total).toEqual({
      value: 3,
      relation: 'gte',
    });
    expect((await index.search('alpha', { size: 0 })).hits).toMatchObject({
      total: { value: 5, relation: 'eq' },
      hits: [],
    });
  });
  it('pages with from and size', async () => {
    expect(await ids({ sort: bySort, from: 1, size: 2 })).toEqual(['b', 'c']);
  });
});

describe('aggregations', () => {
  it('terms orders by count desc, ties by key asc, and counts the rest', async () => {
    const result = await index.search('alpha', {
      size: 0,
      aggs: {
        users: { terms: { field: `${PR}.features.userId.keyword`, size: 1 } },
        cities: { terms: { field: `${CITY}.keyword` } },
      },
    });
    expect(result.aggregations).toEqual({
      users: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 2,
        buckets: [{ key: 'u1', doc_count: 3 }],
      },
      cities: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 'Paris', doc_count: 2 },
          { key: 'Lyon', doc_count: 1 },
          { key: 'New York', doc_count: 1 },
        ],
      },
    });
  });
  it('terms ordered by _key desc', async () => {
    const result = await index.search('alpha', {
      size: 0,
      aggs: { cities: { terms: { field: `${CITY}.keyword`, order: { _key: 'desc' } } } },
    });
    expect(
      (result.aggregations!.cities as { buckets: { key: string }[] }).buckets.map(
        (bucket) => bucket.key,
      ),
    ).toEqual(['Paris', 'New York', 'Lyon']);
  });
  it('date_histogram fills the empty days between the first and last (min_doc_count 0)', async () => {
    const result = await index.search('alpha', {
      size: 0,
      aggs: {
        days: {
          date_histogram: { field: TS, calendar_interval: 'day', time_zone: 'UTC' },
          aggs: { risk: { avg: { field: RISK } } },
        },
      },
    });
    expect(result.aggregations!.days).toEqual({
      buckets: [
        {
          key_as_string: '2026-03-01T00:00:00.000Z',
          key: Date.parse('2026-03-01T00:00:00Z'),
          doc_count: 2,
          risk: { value: 75 },
        },
        {
          key_as_string: '2026-03-02T00:00:00.000Z',
          key: Date.parse('2026-03-02T00:00:00Z'),
          doc_count: 0,
          risk: { value: null },
        },
        {
          key_as_string: '2026-03-03T00:00:00.000Z',
          key: Date.parse('2026-03-03T00:00:00Z'),
          doc_count: 3,
          risk: { value: 140 / 3 },
        },
      ],
    });
  });
  it('date_histogram days follow the time zone', async () => {
    const result = await index.search('alpha', {
      size: 0,
      aggs: {
        days: {
          date_histogram: { field: TS, calendar_interval: 'day', time_zone: 'Europe/Paris' },
        },
      },
    });
    expect((result.aggregations!.days as { buckets: unknown[] }).buckets).toEqual([
      {
        key_as_string: '2026-03-01T00:00:00.000+01:00',
        key: Date.parse('2026-02-28T23:00:00Z'),
        doc_count: 1,
      },
      {
        key_as_string: '2026-03-02T00:00:00.000+01:00',
        key: Date.parse('2026-03-01T23:00:00Z'),
        doc_count: 1,
      },
      {
        key_as_string: '2026-03-03T00:00:00.000+01:00',
        key: Date.parse('2026-03-02T23:00:00Z'),
        doc_count: 3,
      },
    ]);
  });
  it('multi_terms with an avg and cardinality', async () => {
    const result = await index.search('alpha', {
      size: 0,
      aggs: {
        pairs: {
          multi_terms: {
            terms: [{ field: `${PR}.features.userId.keyword` }, { field: `${CITY}.keyword` }],
          },
          aggs: { risk: { avg: { field: RISK } } },
        },
        users: { cardinality: { field: `${PR}.features.userId.keyword` } },
      },
    });
    expect(result.aggregations).toEqual({
      users: { value: 2 },
      pairs: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: ['u1', 'Paris'], key_as_string: 'u1|Paris', doc_count: 2, risk: { value: 75 } },
          {
            key: ['u1', 'New York'],
            key_as_string: 'u1|New York',
            doc_count: 1,
            risk: { value: 60 },
          },
          { key: ['u2', 'Lyon'], key_as_string: 'u2|Lyon', doc_count: 1, risk: { value: 20 } },
        ],
      },
    });
  });
  it('a filter aggregation narrows its sub-aggregations (the map’s lat_lon_data form)', async () => {
    const result = await index.search('alpha', {
      size: 0,
      aggs: {
        risky: {
          filter: { range: { [RISK]: { gte: 50 } } },
          aggs: {
            cities: { terms: { field: `${CITY}.keyword` } },
            risk: { avg: { field: RISK } },
          },
        },
      },
    });
    expect(result.aggregations).toEqual({
      risky: {
        doc_count: 4,
        risk: { value: 67.5 },
        cities: {
          doc_count_error_upper_bound: 0,
          sum_other_doc_count: 0,
          buckets: [
            { key: 'Paris', doc_count: 2 },
            { key: 'New York', doc_count: 1 },
          ],
        },
      },
    });
  });
});

describe('refusals', () => {
  it.each([
    [{ query: { geo_distance: { distance: '10km' } } }, 'unsupported query: geo_distance'],
    [{ query: { script: { script: 'doc.clear()' } } }, 'unsupported query: script'],
    [{ aggs: { a: { geohash_grid: { field: 'x' } } } }, 'unsupported aggregation: geohash_grid'],
    [{ highlight: {} }, 'unsupported query: highlight'],
  ])('%j → %s', async (body, message) => {
    await expect(index.search('alpha', body)).rejects.toThrow(message);
  });
  it('bounds the size and the depth', async () => {
    await expect(index.search('alpha', { size: 10_001 })).rejects.toThrow(/size/);
    let deep: unknown = { match_all: {} };
    for (let level = 0; level < 20; level += 1) deep = { bool: { must: [deep] } };
    await expect(index.search('alpha', { query: deep })).rejects.toThrow(/deeper/);
  });
});
