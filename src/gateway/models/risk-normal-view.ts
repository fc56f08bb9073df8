import { setTimeout as pause } from 'node:timers/promises';
import { NORMAL_VIEW_FIELDS } from '../../domain/autoaccess/risk-dashboard-queries.js';
import { NORMAL_VIEW_MONTHS } from '../../domain/autoaccess/risk-facets.js';
import { NORMAL_VIEW_TEMPLATE } from '../../domain/reports/normal-view-template.js';
import { reportWindow } from '../../domain/reports/report-window.js';
import { gatewayError } from '../errors.js';
import type { RiskNormalView } from '../generated/resolvers-types.js';
import type { AnalyticsClient, AnalyticsRun } from '../upstream/analytics.js';

/** Values per side of each donut. */
const DONUT_VALUES = 10;
const ROWS_PAGE = 100;
/** At most this many rows are read: every category's values of the user and the realm's top. */
const MAX_PAGES = 30;
const POLL_DELAYS_MS = [25, 50, 100, 200, 400, 800];
/** How long the run may take before the view gives up, within the request's own time-out. */
const RUN_DEADLINE_MS = 12_000;

interface NormalViewRow {
  category: string;
  value: string;
  count: number;
  tenantCount: number;
}

interface NormalViewOptions {
  /** Waits between reads of the running run; real time unless a test supplies one. */
  wait?: (ms: number) => Promise<unknown>;
}

const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);

async function endedRun(
  analytics: AnalyticsClient,
  started: AnalyticsRun,
  wait: (ms: number) => Promise<unknown>,
): Promise<AnalyticsRun> {
  let run = started;
  let waited = 0;
  for (let attempt = 0; run.status === 'running'; attempt += 1) {
    if (waited >= RUN_DEADLINE_MS) {
      throw gatewayError('UPSTREAM_UNAVAILABLE', 'The normal view took too long');
    }
    const delay = POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)]!;
    await wait(delay);
    waited += delay;
    run = await analytics.runById(run._id);
  }
  if (run.status === 'failed') {
    throw gatewayError('UPSTREAM_UNAVAILABLE', 'The normal view could not be run');
  }
  return run;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function rowOf(row: Record<string, unknown>): NormalViewRow {
  return {
    category: textOf(row.category),
    value: textOf(row.value),
    count: Number(row.count ?? 0),
    tenantCount: Number(row.tenantCount ?? 0),
  };
}

async function rowsOf(analytics: AnalyticsClient, runId: string): Promise<NormalViewRow[]> {
  const rows: NormalViewRow[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await analytics.rows(runId, {
      pageSize: ROWS_PAGE,
      offset: rows.length,
      sortKey: null,
      filters: [],
    });
    rows.push(...answer.result.map(rowOf));
    if (rows.length >= answer.totalPagedResults || answer.result.length === 0) break;
  }
  return rows;
}

const top = (rows: NormalViewRow[], count: (row: NormalViewRow) => number) =>
  rows
    .filter((row) => count(row) > 0)
    .sort((a, b) => count(b) - count(a))
    .slice(0, DONUT_VALUES)
    .map((row) => ({ value: row.value, count: count(row) }));

/**
 * The user's values of each category beside the realm's, from a run of the reports template
 * User-Normal-View over the 6 months ending now, or at the end of the day of `at`.
 */
export async function loadRiskNormalView(
  analytics: AnalyticsClient,
  userId: string,
  at: string | null | undefined,
  { wait = pause }: NormalViewOptions = {},
): Promise<RiskNormalView> {
  const timeframe = at
    ? { preset: 'custom', startDate: dayOf(at), endDate: dayOf(at) }
    : { preset: 'today' };
  const started = await analytics.run(NORMAL_VIEW_TEMPLATE, {
    parameters: { userName: [userId] },
    timeframe,
  });
  const run = await endedRun(analytics, started, wait);
  const rows = await rowsOf(analytics, run._id);
  const window = reportWindow(
    { start: new Date(run.rangeStart), end: new Date(run.rangeEnd) },
    new Date(run.startedAt),
    NORMAL_VIEW_MONTHS,
  );
  const totals = rows.find((row) => row.category === 'events');
  return {
    userId,
    from: window.start.toISOString(),
    to: window.end.toISOString(),
    userEvents: totals?.count ?? 0,
    realmEvents: totals?.tenantCount ?? 0,
    features: Object.keys(NORMAL_VIEW_FIELDS).map((feature) => {
      const values = rows.filter((row) => row.category === feature);
      return {
        feature,
        user: top(values, (row) => row.count),
        realm: top(values, (row) => row.tenantCount),
        values: values.map((row) => ({
          value: row.value,
          userCount: row.count,
          realmCount: row.tenantCount,
        })),
      };
    }),
  };
}
