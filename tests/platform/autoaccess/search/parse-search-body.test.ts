import { describe, expect, it } from 'vitest';
import { Budget } from '../../../../src/platform/autoaccess/search/dsl-input.js';
import {
  parseQuery,
  resolveMinimumShouldMatch,
} from '../../../../src/platform/autoaccess/search/parse-query.js';
import { parseSearchBody } from '../../../../src/platform/autoaccess/search/parse-search-body.js';

describe('minimum_should_match, in Elasticsearch’s forms', () => {
  it.each([
    [2, 4, 2],
    [-1, 4, 3],
    ['3', 4, 3],
    ['75%', 4, 3],
    ['50%', 3, 1],
    ['-25%', 4, 3],
    [9, 4, 4],
  ])('%j of %i should clauses → %i', (spec, count, expected) => {
    expect(resolveMinimumShouldMatch(spec, count)).toBe(expected);
  });
});

describe('query forms', () => {
  it('takes a single clause object where a list is expected', () => {
    expect(
      parseQuery(
        { bool: { should: { term: { a: 1 } }, filter: { exists: { field: 'b' } } } },
        new Budget(),
      ),
    ).toEqual({
      kind: 'bool',
      must: [],
      filter: [{ kind: 'exists', field: 'b' }],
      should: [{ kind: 'term', field: 'a', value: 1, caseInsensitive: false }],
      mustNot: [],
      minimumShouldMatch: 0,
    });
  });
  it('reads the dashboard script with or without return and semicolon', () => {
    for (const source of [
      "return doc['x'].value > doc['y'].value;",
      "doc['x'].value > doc['y'].value",
    ]) {
      expect(parseQuery({ script: { script: source } }, new Budget())).toEqual({
        kind: 'script',
        left: 'x',
        operator: '>',
        right: 'y',
      });
      expect(
        parseQuery({ script: { script: { source, lang: 'painless' } } }, new Budget()),
      ).toMatchObject({ kind: 'script' });
    }
  });
  it.each([
    [{ script: { script: "doc['x'].value > 3" } }, 'unsupported query: script'],
    [{ terms: { a: { index: 'users', id: '1', path: 'x' } } }, 'unsupported query: terms lookup'],
    [{ range: { a: { gte: 1, format: 'yyyy' } } }, 'unsupported query: range.format'],
    [{ term: { a: { value: 1, foo: 2 } } }, 'unsupported query: term.foo'],
    [{ fuzzy: { a: 'x' } }, 'unsupported query: fuzzy'],
  ])('%j → %s', (query, message) => {
    expect(() => parseQuery(query, new Budget())).toThrow(message);
  });
});

describe('search body', () => {
  it('defaults: match_all, 10 hits from 0, totals exact up to 10 000', () => {
    expect(parseSearchBody({})).toEqual({
      query: { kind: 'match_all' },
      aggs: {},
      sort: [],
      size: 10,
      from: 0,
      searchAfter: undefined,
      trackTotalHits: 10_000,
    });
  });
  it('reads several fields of one sort object in order, and the short forms', () => {
    expect(parseSearchBody({ sort: [{ a: { order: 'desc' }, b: 'asc' }, 'c'] }).sort).toEqual([
      { field: 'a', direction: 'desc' },
      { field: 'b', direction: 'asc' },
      { field: 'c', direction: 'asc' },
    ]);
  });
  it.each([
    [{ from: 9_995, size: 10 }, /Result window is too large/],
    [{ search_after: [1] }, /different number of values/],
    [{ sort: ['a'], search_after: [1], from: 5 }, /from/],
    [
      { aggs: { a: { terms: { field: 'x', order: { avg: 'desc' } } } } },
      'unsupported aggregation: order by avg',
    ],
    [
      { aggs: { a: { date_histogram: { field: 'x', calendar_interval: 'month' } } } },
      'unsupported aggregation: date_histogram.calendar_interval month',
    ],
    [
      {
        aggs: {
          a: { date_histogram: { field: 'x', calendar_interval: 'day', time_zone: 'Mars/Base' } },
        },
      },
      /unknown time zone/,
    ],
    [
      { aggs: { a: { avg: { field: 'x' }, aggs: { b: { avg: { field: 'y' } } } } } },
      'unsupported aggregation: avg with sub-aggregations',
    ],
  ])('%j is refused', (body, message) => {
    expect(() => parseSearchBody(body)).toThrow(message);
  });
  it('refuses an aggregation named __proto__', () => {
    expect(() =>
      parseSearchBody(JSON.parse('{"aggs":{"__proto__":{"avg":{"field":"x"}}}}')),
    ).toThrow(/invalid aggregation name/);
  });
  it('bounds the number of clauses', () => {
    const should = Array.from({ length: 201 }, (_, index) => ({ term: { a: index } }));
    expect(() => parseSearchBody({ query: { bool: { should } } })).toThrow(/more than 200 clauses/);
  });
});
