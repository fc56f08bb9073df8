import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskEvent } from '../../../src/domain/autoaccess/risk-event.js';
import type { ReportTimeframe } from '../../../src/domain/reports/report-timeframe.js';
import { timeframeRange } from '../../../src/domain/reports/report-timeframe.js';
import { createRunQueue, type RunQueue } from '../../../src/platform/analytics/run-queue.js';
import { viewRows } from '../../../src/platform/analytics/run-rows.js';
import { insertRun, readRun } from '../../../src/platform/analytics/run-store.js';
import { SEEDED_TEMPLATES } from '../../../src/platform/analytics/seeded-templates.js';
import {
  createRiskEventIndex,
  type RiskEventIndex,
} from '../../../src/platform/autoaccess/search/risk-event-index.js';
import type { Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { memoryDb } from '../../support/memory-store.js';
import { generateRiskEvents } from '../../support/risk-event-fixtures.js';

const DAY_MS = 86_400_000;
const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;

let db: Db;
let index: RiskEventIndex;
let queue: RunQueue;

/** A scored event of `userId` at `time`, risky or not, from the fixture generator's shape. */
function eventAt(
  id: string,
  userId: string,
  time: Date,
  risky: boolean,
  city = 'Paris',
): RiskEvent {
  const [template] = [...generateRiskEvents({ count: 1, seed: 3 })];
  const event = structuredClone(template!);
  const { features, risk_score_data: risk } = event.predictionResult;
  features.eventId = id;
  features.userId = userId;
  features.rawUserId = `${userId}@example.com`;
  features.timestamp = time.toISOString();
  features.geoData = { ...features.geoData, city, country: 'France' };
  features.weekday = 'monday';
  risk.risk_score = risky ? 91.6 : 12;
  risk.is_risky_event = risky;
  return event;
}

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
  index = await createRiskEventIndex({ dataDir: 'memory://' });
  queue = createRunQueue(db, silentLog, index);
  await index.insert('alpha', [
    eventAt('a-risky-today', 'alice', daysAgo(0.01), true),
    eventAt('a-calm-today', 'alice', daysAgo(0.02), false),
    eventAt('a-risky-old', 'alice', daysAgo(20), true),
    eventAt('b-risky-today', 'bob', daysAgo(0.03), true, 'Lyon'),
    eventAt('a-month-ago', 'alice', daysAgo(30), false, 'Lyon'),
    eventAt('a-seven-months-ago', 'alice', daysAgo(213), false, 'Tokyo'),
  ]);
  await index.insert('bravo', [eventAt('other-realm', 'alice', daysAgo(0.01), true)]);
}, 120_000);
afterAll(async () => {
  await queue?.close();
  await index?.close();
  await db?.destroy();
});

async function runTemplate(
  name: string,
  parameters: Record<string, string>,
  timeframe: ReportTimeframe,
) {
  const { name: templateName, ...definition } = SEEDED_TEMPLATES.find((t) => t.name === name)!;
  const run = await insertRun(db, {
    realm: 'alpha',
    templateName,
    definition,
    parameters,
    timeframe,
    range: timeframeRange(timeframe, now),
    startedBy: 'test',
  });
  queue.enqueue('alpha', run);
  await queue.idle();
  const ended = await readRun(db, 'alpha', run.id);
  const page = await viewRows(db, run.id, definition, {
    pageSize: 100,
    offset: 0,
    sortKey: null,
    filters: [],
  });
  return { run: ended!, rows: page.rows };
}

describe('risky sign-ins from the risk index', () => {
  it("lists only the realm's risky events of the timeframe, with score and reasons", async () => {
    const { run, rows } = await runTemplate('risky-sign-ins', {}, { preset: 'last7Days' });
    expect(run.status).toBe('succeeded');
    expect(rows.map((row) => row.userName).sort()).toEqual([
      'alice@example.com',
      'bob@example.com',
    ]);
    const alice = rows.find((row) => row.userId === 'alice')!;
    expect(alice).toMatchObject({
      userName: 'alice@example.com',
      city: 'Paris',
      country: 'France',
      riskScore: 92,
      isRisky: 'true',
    });
    expect(typeof alice.reasons).toBe('string');
    expect(String(alice.reasons).length).toBeGreaterThan(0);
  });

  it('widens with the timeframe and binds the user parameter', async () => {
    const month = await runTemplate('risky-sign-ins', {}, { preset: 'last30Days' });
    expect(month.rows).toHaveLength(3);
    const bob = await runTemplate(
      'risky-sign-ins',
      { userName: 'bob@example.com' },
      { preset: 'last30Days' },
    );
    expect(bob.rows.map((row) => row.userName)).toEqual(['bob@example.com']);
  });

  it('leaves no staged rows behind', async () => {
    await runTemplate('risky-sign-ins', {}, { preset: 'today' });
    const staged = await db
      .selectFrom('analytics_source_rows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(staged.n)).toBe(0);
  });
});

describe('User-Normal-View', () => {
  it("counts the user's values against the tenant's over the 6 months ending at the run", async () => {
    const { run, rows } = await runTemplate(
      'User-Normal-View',
      { userName: 'alice' },
      { preset: 'today' },
    );
    expect(run.status).toBe('succeeded');
    const cities = rows.filter((row) => row.category === 'city');
    expect(cities).toEqual(
      expect.arrayContaining([
        { category: 'city', value: 'Paris', count: 3, tenantCount: 3 },
        { category: 'city', value: 'Lyon', count: 1, tenantCount: 2 },
      ]),
    );
    expect(cities.some((row) => row.value === 'Tokyo')).toBe(false);
    expect(rows).toContainEqual({ category: 'events', value: 'all', count: 4, tenantCount: 5 });
  });

  it('ends the window at the end of a custom timeframe in the past', async () => {
    const day = daysAgo(10).toISOString().slice(0, 10);
    const { rows } = await runTemplate(
      'User-Normal-View',
      { userName: 'alice' },
      { preset: 'custom', startDate: day, endDate: day },
    );
    expect(rows).toContainEqual({ category: 'events', value: 'all', count: 2, tenantCount: 2 });
  });

  it('has no rows for a user without events', async () => {
    const { run, rows } = await runTemplate(
      'User-Normal-View',
      { userName: "'; drop table users; --" },
      { preset: 'today' },
    );
    expect(run).toMatchObject({ status: 'succeeded', rowCount: 0 });
    expect(rows).toEqual([]);
  });
});
