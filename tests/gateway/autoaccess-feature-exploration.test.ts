import { describe, expect, it } from 'vitest';
import { featureExplorationArgsSchema } from '../../src/domain/autoaccess/feature-exploration.js';
import { loadFeatureExploration } from '../../src/gateway/models/autoaccess-feature-exploration.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { scriptedJas } from './support/scripted-jas.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const jas = () => scriptedJas(upstream);

const terms = (total: number, buckets: [string, number][]) => ({
  status: 200,
  body: {
    hits: { total: { value: total }, hits: [] },
    aggregations: {
      values: { buckets: buckets.map(([key, doc_count]) => ({ key, doc_count })) },
    },
  },
});

const PERIOD = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' };

describe('feature exploration', () => {
  it('answers each value with its risky share, and the user’s values beside', async () => {
    answers.push(
      terms(100, [
        ['France', 80],
        ['Brazil', 20],
      ]),
    );
    answers.push(
      terms(25, [
        ['Brazil', 18],
        ['France', 7],
      ]),
    );
    answers.push(terms(10, [['France', 10]]));
    const exploration = await loadFeatureExploration(jas(), 'alpha', {
      feature: 'country',
      ...PERIOD,
      user: 'ann',
    });
    expect(exploration).toEqual({
      feature: 'country',
      total: 100,
      riskyTotal: 25,
      values: [
        { value: 'France', count: 80, risky: 7, riskyShare: 7 / 80 },
        { value: 'Brazil', count: 20, risky: 18, riskyShare: 0.9 },
      ],
      userTotal: 10,
      userValues: [{ value: 'France', count: 10 }],
    });
    const bodies = received.map((request) => JSON.stringify(request.body));
    expect(
      bodies.every((body) => body.includes('predictionResult.features.geoData.country.keyword')),
    ).toBe(true);
    expect(bodies.filter((body) => body.includes('is_risky_event'))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes('"ann"'))).toHaveLength(1);
  });

  it('refuses a feature it does not know and a period upside down', () => {
    expect(() =>
      validateInput(featureExplorationArgsSchema, { feature: 'ssn', ...PERIOD }),
    ).toThrow();
    expect(() =>
      validateInput(featureExplorationArgsSchema, {
        feature: 'weekday',
        from: PERIOD.to,
        to: PERIOD.from,
      }),
    ).toThrow();
  });
});
