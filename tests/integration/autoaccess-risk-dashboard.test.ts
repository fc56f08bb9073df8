import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_ACCESS_SCOPE } from '../../src/domain/autoaccess/auto-access-scope.js';
import {
  toDashboardFilters,
  type RiskFiltersInput,
} from '../../src/domain/autoaccess/risk-dashboard-filters.js';
import { eventLogQuery } from '../../src/domain/autoaccess/risk-dashboard-queries.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { pipelineRuns } from '../support/pipeline-runs.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

const REALM_ADMIN = { username: 'realmadmin', password: 'Realm!Passw0rd' };
const DASHBOARD = `query Dashboard($filters: RiskFiltersInput!, $timeZone: String) {
  riskDashboard(filters: $filters, timeZone: $timeZone) {
    total
    facets { facet searchable values { value count } }
    reasonFeatures { ueba { value count } clustering { value count } }
    map { lat longitude count averageScore }
    accessResults { day successful other }
    riskOverTime { day count averageScore }
    riskiestUsers { userId userName count averageScore }
    scored
  }
}`;
const EVENT_FIELDS = `eventId transactionId userId userName ipAddress time riskScore risky result city country
  lat longitude device os userAgentType reasons { kind key }`;
const EVENTS = `query Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {
  riskEvents(filters: $filters, sort: $sort, after: $after) {
    total nextCursor events { ${EVENT_FIELDS} }
  }
}`;
const DETAIL = `query Detail($eventId: ID!) {
  riskEvent(eventId: $eventId) {
    event { ${EVENT_FIELDS} }
    previousAttempts { ${EVENT_FIELDS} }
    previousAttemptsTotal
    travel { distanceKm hours speedKmh previous { ${EVENT_FIELDS} } }
  }
}`;
const CSV = `query Csv($filters: RiskFiltersInput!) {
  riskEventsCsv(filters: $filters) { fileName csv rows truncated }
}`;
const NORMAL_VIEW = `query Normal($userId: String!, $at: String) {
  riskNormalView(userId: $userId, at: $at) {
    userId from to userEvents realmEvents
    features { feature user { value count } realm { value count } values { value userCount realmCount } }
  }
}`;
const NORMAL_VIEW_RUNS = `query Runs {
  reportRuns(templateName: "User-Normal-View", pageSize: 5, offset: 0) { totalCount }
}`;
const RUN_REPORT = `mutation Run($input: RunReportInput!) {
  runReport(templateName: "risky-sign-ins", input: $input) { id status }
}`;
const REPORT_RUN = `query Run($id: ID!) { reportRun(id: $id) { status rowCount } }`;
const REPORT_ROWS = `query Rows($id: ID!) {
  reportRows(id: $id, input: { pageSize: 100, offset: 0, filters: [] }) { rows totalCount }
}`;

interface Reason {
  kind: string;
  key: string | null;
}
interface EventRow {
  eventId: string;
  userId: string;
  userName: string | null;
  time: string;
  riskScore: number;
  risky: boolean;
  city: string | null;
  country: string | null;
  reasons: Reason[];
}
interface Dashboard {
  total: number;
  facets: { facet: string; searchable: boolean; values: { value: string; count: number }[] }[];
  map: { count: number }[];
  accessResults: { successful: number; other: number }[];
  riskOverTime: { count: number }[];
  riskiestUsers: { userId: string; userName: string | null; count: number }[];
  scored: boolean;
}

let stack: RunningStack;
let admin: GraphQLClient;
let bravoAdmin: GraphQLClient;
let demo: GraphQLClient;
let directToken: string;

const data = <T>(result: GraphQLResult<T>): T => {
  expect(result.errors, result.raw).toBeUndefined();
  return result.data!;
};
const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

/** The whole seeded month, every risk, risky events only: what the dashboard's filters allow. */
const ALL_RISKY: RiskFiltersInput = {
  from: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  to: new Date(Date.now() + 86_400_000).toISOString(),
  riskMin: 0,
  riskMax: 100,
  riskyEvents: true,
};

/** A count of the same filters straight from the platform's entity search. */
async function directCount(filters: RiskFiltersInput): Promise<number> {
  const response = await fetch(`${stack.platform.url}/autoaccess/jas/entity/search/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${directToken}`,
      'x-tenant-id': 'alpha',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      indexName: 'risk_explainability',
      query: { ...eventLogQuery(toDashboardFilters(filters, 'alpha')), size: 0 },
    }),
  });
  const body = (await response.json()) as { hits: { total: { value: number } } };
  return body.hits.total.value;
}

const dashboard = async (filters: RiskFiltersInput) =>
  data(await admin.request<{ riskDashboard: Dashboard }>(DASHBOARD, { filters, timeZone: 'UTC' }))
    .riskDashboard;
const events = async (filters: RiskFiltersInput, after?: string, sort?: string) =>
  data(
    await admin.request<{
      riskEvents: { total: number; nextCursor: string | null; events: EventRow[] };
    }>(EVENTS, { filters, after, sort }),
  ).riskEvents;

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  bravoAdmin = new GraphQLClient(stack.url);
  demo = new GraphQLClient(stack.url);
  await signIn(admin, { realm: 'alpha', ...REALM_ADMIN });
  await signIn(bravoAdmin, { realm: 'bravo', ...REALM_ADMIN });
  await signIn(demo, { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' });
  directToken = await accessTokenFor(
    stack,
    { realm: 'alpha', ...REALM_ADMIN },
    `openid profile ${AUTO_ACCESS_SCOPE}`,
  );
  await pipelineRuns(admin, { timeoutMs: 120_000, pollMs: 100 }).runSeededPrediction();
}, 300_000);

afterAll(async () => {
  await stack?.close();
});

describe('the risk dashboard over the seeded prediction', () => {
  it('counts the risky events as the platform does, in the map and the charts alike', async () => {
    const view = await dashboard(ALL_RISKY);
    expect(view.total).toBeGreaterThan(0);
    expect(view.total).toBe(await directCount(ALL_RISKY));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(view.map.map((point) => point.count))).toBe(view.total);
    expect(sum(view.accessResults.map((day) => day.successful + day.other))).toBe(view.total);
    expect(sum(view.riskOverTime.map((day) => day.count))).toBe(view.total);
    expect(view.facets.map((facet) => facet.facet)).toHaveLength(9);
    expect(view.riskiestUsers.length).toBeGreaterThan(0);
    // The seeded data source maps the name each user signed in with.
    for (const user of view.riskiestUsers) expect(user.userName).toMatch(/^[a-z]+\.[a-z]+/);
    expect(view.scored).toBe(true);
    const nothingMatches = await dashboard({
      ...ALL_RISKY,
      from: '2001-01-01T00:00:00.000Z',
      to: '2001-01-02T00:00:00.000Z',
    });
    expect(nothingMatches).toMatchObject({ total: 0, scored: true });
  });

  it('narrows the log, the map and the charts together by reason, country and risk range', async () => {
    const base = await dashboard(ALL_RISKY);
    const country = base.facets.find((facet) => facet.facet === 'country')!.values[0]!.value;
    const filters: RiskFiltersInput = {
      ...ALL_RISKY,
      riskMin: 55,
      riskMax: 100,
      attributes: [{ facet: 'country', values: [country] }],
      reasons: { heuristics: ['is_impossible_travel', 'is_brute_force'], ueba: [], clustering: [] },
    };
    const narrowed = await dashboard(filters);
    const expected = await directCount(filters);
    expect(narrowed.total).toBe(expected);
    expect(narrowed.total).toBeLessThan(base.total);
    expect(narrowed.map.reduce((total, point) => total + point.count, 0)).toBe(expected);
    const log = await events(filters);
    expect(log.total).toBe(expected);
    for (const event of log.events) {
      expect(event.country).toBe(country);
      expect(event.riskScore).toBeGreaterThanOrEqual(55);
      expect(event.reasons.map((reason) => reason.key)).toEqual(
        expect.arrayContaining([expect.stringMatching(/is_impossible_travel|is_brute_force/)]),
      );
    }
  });

  it('pages the event log ten at a time, riskiest first, without repeats', async () => {
    const first = await events(ALL_RISKY);
    expect(first.events).toHaveLength(Math.min(10, first.total));
    expect(first.nextCursor).not.toBeNull();
    const second = await events(ALL_RISKY, first.nextCursor!);
    const all = [...first.events, ...second.events];
    expect(new Set(all.map((event) => event.eventId)).size).toBe(all.length);
    expect(all.every((event) => event.userName !== null)).toBe(true);
    const scores = all.map((event) => event.riskScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every(Number.isInteger)).toBe(true);
    const byTime = await events(ALL_RISKY, undefined, 'eventTime');
    const times = byTime.events.map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('explains an impossible-travel attack with the sign-in it was compared with', async () => {
    const travelled = await events({
      ...ALL_RISKY,
      reasons: { heuristics: ['is_impossible_travel'], ueba: [], clustering: [] },
    });
    expect(travelled.total).toBeGreaterThan(0);
    const shown = travelled.events[0]!;
    const detail = data(
      await admin.request<{
        riskEvent: {
          event: EventRow;
          previousAttempts: EventRow[];
          previousAttemptsTotal: number;
          travel: { distanceKm: number; speedKmh: number | null; previous: EventRow } | null;
        };
      }>(DETAIL, { eventId: shown.eventId }),
    ).riskEvent;
    expect(detail.event.reasons).toContainEqual({ kind: 'heuristic', key: 'is_impossible_travel' });
    expect(detail.travel).not.toBeNull();
    expect(detail.travel!.distanceKm).toBeGreaterThan(500);
    expect(detail.travel!.speedKmh ?? Infinity).toBeGreaterThan(1000);
    expect(detail.travel!.previous.userId).toBe(shown.userId);
    expect(Date.parse(detail.travel!.previous.time)).toBeLessThan(Date.parse(shown.time));
    expect(detail.previousAttempts.length).toBe(Math.min(5, detail.previousAttemptsTotal));
    for (const attempt of detail.previousAttempts) {
      expect(attempt.userId).toBe(shown.userId);
      expect(attempt.risky).toBe(true);
      expect(attempt.eventId).not.toBe(shown.eventId);
    }
  });

  it('exports exactly the filtered events as CSV', async () => {
    const filters: RiskFiltersInput = { ...ALL_RISKY, riskMin: 70 };
    const { riskEventsCsv } = data(
      await admin.request<{
        riskEventsCsv: { fileName: string; csv: string; rows: number; truncated: boolean };
      }>(CSV, { filters }),
    );
    const lines = riskEventsCsv.csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^eventId,transactionId,eventTime,userId,ipAddress,riskScore,/);
    expect(lines).toHaveLength(riskEventsCsv.rows + 1);
    expect(riskEventsCsv.rows).toBe(await directCount(filters));
    expect(riskEventsCsv.truncated).toBe(false);
    expect(riskEventsCsv.fileName).toMatch(
      /^risk-events-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it('compares a user’s usual values with the realm’s through the report User-Normal-View', async () => {
    const [someone] = (await events(ALL_RISKY)).events;
    const runsBefore = data(
      await admin.request<{ reportRuns: { totalCount: number } }>(NORMAL_VIEW_RUNS),
    ).reportRuns.totalCount;
    const { riskNormalView } = data(
      await admin.request<{
        riskNormalView: {
          from: string;
          to: string;
          userEvents: number;
          realmEvents: number;
          features: {
            feature: string;
            user: { count: number }[];
            realm: { count: number }[];
            values: { value: string; userCount: number; realmCount: number }[];
          }[];
        };
      }>(NORMAL_VIEW, { userId: someone!.userId, at: someone!.time }),
    );
    expect(riskNormalView.userEvents).toBeGreaterThan(0);
    expect(riskNormalView.realmEvents).toBeGreaterThan(riskNormalView.userEvents);
    const months = (Date.parse(riskNormalView.to) - Date.parse(riskNormalView.from)) / 86_400_000;
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);
    const city = riskNormalView.features.find((feature) => feature.feature === 'city')!;
    expect(city.user.reduce((sum, value) => sum + value.count, 0)).toBeLessThanOrEqual(
      riskNormalView.userEvents,
    );
    expect(city.realm.length).toBeGreaterThan(0);
    if (someone!.city) {
      const own = city.values.find((value) => value.value === someone!.city)!;
      expect(own.userCount).toBeGreaterThan(0);
      expect(own.realmCount).toBeGreaterThanOrEqual(own.userCount);
    }
    const runsAfter = data(
      await admin.request<{ reportRuns: { totalCount: number } }>(NORMAL_VIEW_RUNS),
    ).reportRuns.totalCount;
    expect(runsAfter).toBe(runsBefore + 1);
  });

  it('reports the risky sign-ins of the risk index, as many as the dashboard counts', async () => {
    const { runReport } = data(
      await admin.request<{ runReport: { id: string } }>(RUN_REPORT, {
        input: { parameters: [], timeframe: { preset: 'last30Days' } },
      }),
    );
    let run = { status: 'running', rowCount: null as number | null };
    while (run.status === 'running') {
      run = data(
        await admin.request<{ reportRun: typeof run }>(REPORT_RUN, { id: runReport.id }),
      ).reportRun;
    }
    expect(run.status).toBe('succeeded');
    const today = new Date();
    const from = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29),
    );
    const to = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1) - 1,
    );
    const expected = await directCount({
      ...ALL_RISKY,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    expect(run.rowCount).toBe(expected);
    const { reportRows } = data(
      await admin.request<{ reportRows: { rows: Record<string, unknown>[] } }>(REPORT_ROWS, {
        id: runReport.id,
      }),
    );
    for (const row of reportRows.rows) {
      expect(row.isRisky).toBe('true');
      expect(typeof row.reasons).toBe('string');
    }
  });
});

describe('refusals', () => {
  it('refuses an inverted risk range and an unknown time zone with field errors', async () => {
    const inverted = await admin.request(DASHBOARD, {
      filters: { ...ALL_RISKY, riskMin: 80, riskMax: 20 },
    });
    expect(codeOf(inverted)).toBe('BAD_USER_INPUT');
    expect(inverted.errors![0]!.extensions!.fieldErrors).toEqual([
      { field: 'filters.riskMax', message: 'riskDashboard.validation.riskRange' },
    ]);
    const zone = await admin.request(DASHBOARD, { filters: ALL_RISKY, timeZone: 'Mars/Olympus' });
    expect(codeOf(zone)).toBe('BAD_USER_INPUT');
    const reason = await admin.request(EVENTS, {
      filters: {
        ...ALL_RISKY,
        reasons: { heuristics: ['is_geo_distance'], ueba: [], clustering: [] },
      },
    });
    expect(codeOf(reason)).toBe('BAD_USER_INPUT');
  });

  it('is forbidden to an end user, and another realm sees none of alpha’s events', async () => {
    expect(codeOf(await demo.request(DASHBOARD, { filters: ALL_RISKY }))).toBe('FORBIDDEN');
    expect(codeOf(await demo.request(EVENTS, { filters: ALL_RISKY }))).toBe('FORBIDDEN');
    const bravo = data(
      await bravoAdmin.request<{ riskDashboard: Dashboard }>(DASHBOARD, { filters: ALL_RISKY }),
    ).riskDashboard;
    expect(bravo).toMatchObject({ total: 0, scored: false });
    const alphaEvent = (await events(ALL_RISKY)).events[0]!;
    expect(codeOf(await bravoAdmin.request(DETAIL, { eventId: alphaEvent.eventId }))).toBe(
      'NOT_FOUND',
    );
  });
});
