import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RiskEvent } from '../../src/domain/autoaccess/risk-event.js';
import { createRiskEventIndex } from '../../src/platform/autoaccess/search/risk-event-index.js';
import { launchChromium } from '../../tests/e2e/support/browser.js';
import { measureFirstLoad } from '../../tests/e2e/support/first-load.js';
import { signInAs } from '../../tests/e2e/support/sign-in.js';
import { generateRiskEvents } from '../../tests/support/risk-event-fixtures.js';
import { spawnStack } from './spawned-stack.js';

const DAY_MS = 86_400_000;
const BATCH = 50_000;
const REALM_ADMIN = { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' };
/** The targets of the issue: a drawn dashboard within 1 s at 100 000 events, 3 s at 1 000 000. */
const TARGET_MS: Readonly<Record<number, number>> = { 100_000: 1_000, 1_000_000: 3_000 };

interface RiskDashboardBrowserRow {
  events: number;
  /** Median over the loads of navigation to the fully drawn dashboard. */
  drawnMedianMs: number;
  /** Over the same on an empty index: what the events themselves cost. */
  ratioToEmpty: number;
  targetMs?: number;
  met?: boolean;
}

export interface RiskDashboardBrowserReport {
  rows: RiskDashboardBrowserRow[];
  /** Every script the dashboard loads until the network is idle, gzip. */
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** Fills a DATA_DIR's risk index with `count` generated events of the last 6 days in alpha. */
async function fillIndex(dataDir: string, count: number): Promise<void> {
  const index = await createRiskEventIndex({ dataDir });
  try {
    let batch: RiskEvent[] = [];
    const start = Date.now() - 6 * DAY_MS;
    for (const event of generateRiskEvents({ count, seed: 7, days: 6, start })) {
      batch.push(event);
      if (batch.length === BATCH) {
        await index.insert('alpha', batch);
        batch = [];
      }
    }
    if (batch.length > 0) await index.insert('alpha', batch);
  } finally {
    await index.close();
  }
}

/** Navigation to the dashboard until its summary, log, map and charts are all drawn. */
async function timeDrawn(page: Page, url: string, hasEvents: boolean): Promise<number> {
  const started = performance.now();
  await page.goto(`${url}/risk-dashboard`);
  await page
    .getByRole('status')
    .filter({ hasText: /match the filters?$/ })
    .waitFor();
  if (hasEvents) {
    await page.getByRole('grid', { name: 'Event log' }).getByRole('row').nth(1).waitFor();
    await page.locator('[role="group"] svg circle').first().waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.locator('.recharts-line-curve').first().waitFor();
  } else {
    await page.getByText('No events match the filters.').waitFor();
  }
  return performance.now() - started;
}

const median = (samples: number[]) =>
  Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!);

async function benchSize(browser: Browser, events: number, loads: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'risk-browser-bench-'));
  try {
    if (events > 0) await fillIndex(dataDir, events);
    const stack = await spawnStack({
      platformEnv: { DATA_DIR: dataDir, AUTOACCESS_SEED_EVENTS: '200', SEED_USERS_PER_REALM: '5' },
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      await signInAs(page, stack.url, REALM_ADMIN);
      await page.waitForURL(/\/dashboard/);
      // The first load opens the index and fills the caches of every process.
      await timeDrawn(page, stack.url, events > 0);
      const samples: number[] = [];
      for (let load = 0; load < loads; load += 1) {
        samples.push(await timeDrawn(page, stack.url, events > 0));
      }
      const firstLoad =
        events === 0 ? await measureFirstLoad(context, `${stack.url}/risk-dashboard`) : undefined;
      await context.close();
      return { drawnMedianMs: median(samples), firstLoad };
    } finally {
      await stack.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npx tsx scripts/bench/risk-dashboard-browser.ts [--quick]`: the risk dashboard drawn in
 * Chromium over an index of generated events, beside the same on an empty index.
 */
export async function benchRiskDashboardInBrowser(
  sizes: number[] = [100_000, 1_000_000],
  loads = 5,
): Promise<RiskDashboardBrowserReport> {
  const browser = await launchChromium();
  try {
    const empty = await benchSize(browser, 0, loads);
    const rows: RiskDashboardBrowserRow[] = [
      { events: 0, drawnMedianMs: empty.drawnMedianMs, ratioToEmpty: 1 },
    ];
    for (const events of sizes) {
      const { drawnMedianMs } = await benchSize(browser, events, loads);
      const targetMs = TARGET_MS[events];
      rows.push({
        events,
        drawnMedianMs,
        ratioToEmpty: Math.round((drawnMedianMs / empty.drawnMedianMs) * 100) / 100,
        ...(targetMs ? { targetMs, met: drawnMedianMs <= targetMs } : {}),
      });
    }
    return {
      rows,
      jsGzipBytes: empty.firstLoad?.jsGzipBytes ?? 0,
      cssGzipBytes: empty.firstLoad?.cssGzipBytes ?? 0,
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('risk-dashboard-browser.ts')) {
  const quick = process.argv.includes('--quick');
  const report = await benchRiskDashboardInBrowser(
    quick ? [10_000, 100_000] : undefined,
    quick ? 3 : 5,
  );
  console.log(JSON.stringify(report, null, 2));
}
