import { describe, expect, it } from 'vitest';
import { riskActivityArgsSchema } from '../../src/domain/autoaccess/risk-activity-filters.js';
import {
  exportRiskActivityCsv,
  loadRiskActivity,
} from '../../src/gateway/models/autoaccess-activity.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { scriptedJas } from './support/scripted-jas.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const jas = () => scriptedJas(upstream);

const FILTERS = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-03T23:59:59.999Z',
  riskMin: 0,
  riskMax: 100,
};

const hit = (eventId: string, score: number) => ({
  _source: {
    realm: '/alpha',
    predictionResult: {
      features: {
        eventId,
        userId: 'u-1',
        rawUserId: 'ann',
        ipAddress: '192.0.2.1',
        timestamp: '2026-11-02T10:00:00.000Z',
      },
      raw_event_data: { transactionId: `tx-${eventId}`, response: { status: 'FAILED' } },
      risk_score_data: { risk_score: score, risk_score_threshold: 50, is_risky_event: score >= 50 },
    },
  },
  sort: [1_700_000_000_000, score, 'u-1'],
});

const musts = (body: unknown) =>
  (body as { query: { query: { bool: { must: unknown[] } } } }).query.query.bool.must;

/** The refusal's field errors, as validateInput throws them. */
function fieldErrors(input: unknown): unknown {
  try {
    validateInput(riskActivityArgsSchema, input);
  } catch (error) {
    return (error as { extensions?: { fieldErrors?: unknown } }).extensions?.fieldErrors;
  }
  throw new Error('No refusal');
}

describe('the activity log', () => {
  it('searches every event of the realm, risky or not, by user, address and result', async () => {
    answers.push({
      status: 200,
      body: { hits: { total: { value: 11 }, hits: [hit('e-1', 12.4)] } },
    });
    const page = await loadRiskActivity(jas(), 'alpha', {
      filters: { ...FILTERS, user: 'ann', ipAddress: '192.0.2.1', result: 'FAILED' },
      sort: 'eventTime',
    });
    expect(page).toMatchObject({ total: 11, nextCursor: null });
    expect(page.events[0]).toMatchObject({ eventId: 'e-1', riskScore: 12, userName: 'ann' });
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/entity/search/' });
    const must = musts(request!.body);
    expect(JSON.stringify(must)).not.toContain('is_risky_event');
    expect(must).toContainEqual({ term: { realm: '/alpha' } });
    expect(must).toContainEqual({
      bool: {
        should: [
          { term: { 'predictionResult.features.userId.keyword': 'ann' } },
          { term: { 'predictionResult.features.rawUserId.keyword': 'ann' } },
        ],
        minimum_should_match: 1,
      },
    });
    expect(must).toContainEqual({ term: { 'predictionResult.features.ipAddress': '192.0.2.1' } });
    expect(must).toContainEqual({
      term: { 'predictionResult.raw_event_data.response.status.keyword': 'FAILED' },
    });
    expect((request!.body as { query: { sort: object[] } }).query.sort[0]).toEqual({
      'predictionResult.features.timestamp': { order: 'desc' },
    });
  });

  it('exports the same search as CSV named after the period', async () => {
    answers.push({
      status: 200,
      body: { hits: { total: { value: 2 }, hits: [hit('e-1', 90), hit('e-2', 3)] } },
    });
    const csv = await exportRiskActivityCsv(jas(), 'alpha', { filters: FILTERS, sort: 'risk' });
    expect(csv).toMatchObject({
      fileName: 'risk-activity-2026-11-01-2026-11-03.csv',
      rows: 2,
      truncated: false,
    });
    expect(csv.csv.split('\r\n')[1]).toContain('e-1,tx-e-1');
  });

  it('refuses an address that is not one, and a risk range upside down', () => {
    expect(fieldErrors({ filters: { ...FILTERS, ipAddress: '10.0.0' } })).toEqual([
      { field: 'filters.ipAddress', message: 'riskActivity.validation.ipAddress' },
    ]);
    expect(fieldErrors({ filters: { ...FILTERS, riskMin: 80, riskMax: 20 } })).toEqual([
      { field: 'filters.riskMax', message: 'riskActivity.validation.riskRange' },
    ]);
    expect(
      validateInput(riskActivityArgsSchema, { filters: { ...FILTERS, ipAddress: '2001:db8::1' } }),
    ).toBeTruthy();
  });
});
