import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_ACCESS_SCOPE } from '../../src/domain/autoaccess/auto-access-scope.js';
import {
  toActivityFilters,
  type RiskActivityFiltersInput,
} from '../../src/domain/autoaccess/risk-activity-filters.js';
import { eventLogQuery } from '../../src/domain/autoaccess/risk-dashboard-queries.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { pipelineRuns } from '../support/pipeline-runs.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

const REALM_ADMIN = { username: 'realmadmin', password: 'Realm!Passw0rd' };
const ACTIVITY = `query Activity($filters: RiskActivityFiltersInput!, $sort: RiskEventSort, $after: String) {
  riskActivity(filters: $filters, sort: $sort, after: $after) {
    total nextCursor events { eventId userId userName ipAddress time riskScore risky result reasons { kind key } }
  }
}`;
const SETTINGS = `{ riskSettings { allowList blockList riskScoreThreshold mediumLevel highLevel retentionDays rev } }`;
const SAVE_SETTINGS = `mutation Save($settings: RiskSettingsInput!, $rev: String!) {
  saveRiskSettings(settings: $settings, rev: $rev) { blockList rev }
}`;
const CSV = `query Csv($filters: RiskActivityFiltersInput!) {
  riskActivityCsv(filters: $filters) { fileName csv rows truncated }
}`;

interface EventRow {
  eventId: string;
  userId: string;
  userName: string | null;
  ipAddress: string | null;
  time: string;
  riskScore: number;
  risky: boolean;
  result: string | null;
  reasons: { kind: string; key: string | null }[];
}

let stack: RunningStack;
let predictionId: string;
let admin: GraphQLClient;
let runs: ReturnType<typeof pipelineRuns>;
let demo: GraphQLClient;
let directToken: string;

const data = <T>(result: GraphQLResult<T>): T => {
  expect(result.errors, result.raw).toBeUndefined();
  return result.data!;
};
const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

/** The whole seeded month, every risk. */
const SEEDED: RiskActivityFiltersInput = {
  from: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  to: new Date(Date.now() + 86_400_000).toISOString(),
  riskMin: 0,
  riskMax: 100,
};

/** How many events the platform's entity search finds for the same filters. */
async function directCount(filters: RiskActivityFiltersInput): Promise<number> {
  const response = await fetch(`${stack.platform.url}/autoaccess/jas/entity/search/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${directToken}`,
      'x-tenant-id': 'alpha',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      indexName: 'risk_explainability',
      query: { ...eventLogQuery(toActivityFilters(filters, 'alpha')), size: 0 },
    }),
  });
  const body = (await response.json()) as { hits: { total: { value: number } } };
  return body.hits.total.value;
}

const activity = async (filters: RiskActivityFiltersInput, after?: string) =>
  data(
    await admin.request<{
      riskActivity: { total: number; nextCursor: string | null; events: EventRow[] };
    }>(ACTIVITY, { filters, after }),
  ).riskActivity;

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  demo = new GraphQLClient(stack.url);
  await signIn(admin, { realm: 'alpha', ...REALM_ADMIN });
  await signIn(demo, { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' });
  directToken = await accessTokenFor(
    stack,
    { realm: 'alpha', ...REALM_ADMIN },
    `openid profile ${AUTO_ACCESS_SCOPE}`,
  );
  runs = pipelineRuns(admin, { timeoutMs: 120_000, pollMs: 100 });
  predictionId = await runs.runSeededPrediction();
}, 300_000);

afterAll(async () => {
  await stack?.close();
});

describe('the activity log over the seeded prediction', () => {
  it('lists every scored event, risky or not, with the total the platform counts', async () => {
    const page = await activity(SEEDED);
    expect(page.total).toBe(await directCount(SEEDED));
    const risky = await activity({ ...SEEDED, riskMin: 50 });
    expect(page.total).toBeGreaterThan(risky.total);
    expect(page.events).toHaveLength(10);
    expect(page.events.some((event) => !event.risky)).toBe(true);
    const times = page.events.map((event) => event.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by one user, and exports exactly that user’s events', async () => {
    const first = (await activity(SEEDED)).events[0]!;
    const user = first.userName ?? first.userId;
    const filters = { ...SEEDED, user };
    const page = await activity(filters);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBe(await directCount(filters));
    for (const event of page.events) expect(event.userId).toBe(first.userId);
    const { riskActivityCsv } = data(
      await admin.request<{
        riskActivityCsv: { fileName: string; csv: string; rows: number; truncated: boolean };
      }>(CSV, { filters }),
    );
    const [header, ...lines] = riskActivityCsv.csv.trimEnd().split('\r\n');
    expect(riskActivityCsv.rows).toBe(page.total);
    expect(lines).toHaveLength(page.total);
    const userColumn = header!.split(',').indexOf('userId');
    for (const line of lines) expect(line.split(',')[userColumn]).toBe(first.userId);
    expect(riskActivityCsv.fileName).toMatch(
      /^risk-activity-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it('filters by address, result and risk range together', async () => {
    const first = (await activity({ ...SEEDED, result: 'FAILED' })).events[0]!;
    expect(first.result).toBe('FAILED');
    const filters: RiskActivityFiltersInput = {
      ...SEEDED,
      ipAddress: first.ipAddress!,
      result: 'FAILED',
      riskMin: Math.max(0, first.riskScore - 1),
      riskMax: 100,
    };
    const page = await activity(filters);
    expect(page.total).toBe(await directCount(filters));
    expect(page.events.map((event) => event.eventId)).toContain(first.eventId);
    for (const event of page.events) {
      expect(event.ipAddress).toBe(first.ipAddress);
      expect(event.result).toBe('FAILED');
    }
  });

  it('refuses an address that is not one, and anyone but an identity administrator', async () => {
    const invalid = await admin.request(ACTIVITY, { filters: { ...SEEDED, ipAddress: '10.0.0' } });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(invalid.errors)).toContain('riskActivity.validation.ipAddress');
    expect(codeOf(await demo.request(ACTIVITY, { filters: SEEDED }))).toBe('FORBIDDEN');
    expect(codeOf(await demo.request(CSV, { filters: SEEDED }))).toBe('FORBIDDEN');
  });
});

describe('the settings', () => {
  it('block a CIDR range for the next prediction run, whose events then score 100, IP Blocked', async () => {
    const before = (await activity(SEEDED)).events.find((event) => event.riskScore < 100)!;
    const range = `${before.ipAddress!.split('.').slice(0, 3).join('.')}.0/24`;
    const { riskSettings } = data(
      await admin.request<{ riskSettings: { rev: string; blockList: string[] } & object }>(
        SETTINGS,
      ),
    );
    expect(riskSettings.rev).toBe('0');
    const { rev: _rev, ...current } = riskSettings;
    const invalid = await admin.request(SAVE_SETTINGS, {
      settings: { ...current, blockList: ['10.0.0.0/33'] },
      rev: '0',
    });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(invalid.errors)).toContain('riskSettings.validation.ipEntry');
    expect(codeOf(await demo.request(SETTINGS))).toBe('FORBIDDEN');
    const saved = data(
      await admin.request<{ saveRiskSettings: { blockList: string[]; rev: string } }>(
        SAVE_SETTINGS,
        { settings: { ...current, blockList: [range] }, rev: '0' },
      ),
    ).saveRiskSettings;
    expect(saved).toEqual({ blockList: [range], rev: '1' });
    const stale = await admin.request(SAVE_SETTINGS, { settings: current, rev: '0' });
    expect(codeOf(stale)).toBe('CONFLICT');

    expect(await runs.runToTheEnd(predictionId)).toBe('SUCCEEDED');
    const blocked = await activity({ ...SEEDED, ipAddress: before.ipAddress! });
    expect(blocked.total).toBeGreaterThan(0);
    for (const event of blocked.events) {
      expect(event.riskScore).toBe(100);
      expect(event.reasons).toContainEqual({ kind: 'heuristic', key: 'is_ip_blocked' });
    }
  });
});
