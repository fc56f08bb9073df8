import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  NO_REASONS,
  dashboardLoadQueries,
  type DashboardFilters,
} from '../../src/domain/autoaccess/risk-dashboard-queries.js';
import type { RiskEvent } from '../../src/domain/autoaccess/risk-event.js';
import { openPgliteEventStore } from '../../src/platform/autoaccess/search/pglite-event-store.js';
import {
  createRiskEventIndex,
  riskEventIndexOver,
} from '../../src/platform/autoaccess/search/risk-event-index.js';
import { FIXTURE_START, generateRiskEvents } from '../../tests/support/risk-event-fixtures.js';

export interface RiskDashboardRow {
  events: number;
  engine: string;
  fillS: number;
  /** Median over the loads of one whole dashboard load (its searches run concurrently). */
  loadMedianMs: number;
  targetMs: number;
  met: boolean;
  /** Median of each search when it runs alone. */
  queryMedianMs: Record<string, number>;
}

const DAYS = 30;
const BATCH = 50_000;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

/** The default dashboard: the last 7 days of the generated month, risk 0–100, risky events. */
function benchFilters(): DashboardFilters {
  return {
    realm: '/alpha',
    from: new Date(FIXTURE_START + (DAYS - 7) * 86_400_000).toISOString(),
    to: new Date(FIXTURE_START + DAYS * 86_400_000).toISOString(),
    riskRange: [0, 100],
    isRiskyEvent: true,
    attributes: {},
    reasons: NO_REASONS,
  };
}

/**
 * `npx tsx scripts/bench/risk-dashboard.ts [--quick] [--pglite] [--sizes=100000,1000000] [--loads=5]`
 *
 * Fills an event index (DuckDB, or PGlite to compare) (in a temporary DATA_DIR) with generated events and times the
 * dashboard's searches: `loads` whole loads, after one warm-up load.
 */
export async function benchRiskDashboard(
  sizes: number[] = [100_000, 1_000_000],
  loads = 5,
  engine: 'duckdb' | 'pglite' = 'duckdb',
): Promise<RiskDashboardRow[]> {
  const rows: RiskDashboardRow[] = [];
  for (const events of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'risk-bench-'));
    const index =
      engine === 'duckdb'
        ? await createRiskEventIndex({ dataDir })
        : riskEventIndexOver(await openPgliteEventStore(join(dataDir, 'pglite')));
    try {
      const filled = performance.now();
      let batch: RiskEvent[] = [];
      for (const event of generateRiskEvents({ count: events, seed: 7, days: DAYS })) {
        batch.push(event);
        if (batch.length === BATCH) {
          await index.insert('alpha', batch);
          batch = [];
        }
      }
      await index.insert('alpha', batch);
      const fillS = Math.round((performance.now() - filled) / 100) / 10;

      const queries = dashboardLoadQueries(benchFilters(), 'Europe/Paris');
      const runLoad = () =>
        Promise.all(Object.values(queries).map((body) => index.search('alpha', body)));
      await runLoad();
      const loadSamples: number[] = [];
      for (let load = 0; load < loads; load += 1) {
        const started = performance.now();
        await runLoad();
        loadSamples.push(performance.now() - started);
      }
      const queryMedianMs: Record<string, number> = {};
      for (const [name, body] of Object.entries(queries)) {
        const samples: number[] = [];
        for (let run = 0; run < loads; run += 1) {
          const started = performance.now();
          await index.search('alpha', body);
          samples.push(performance.now() - started);
        }
        queryMedianMs[name] = median(samples);
      }
      const targetMs = events <= 100_000 ? 250 : 2500;
      const loadMedianMs = median(loadSamples);
      rows.push({
        events,
        engine,
        fillS,
        loadMedianMs,
        targetMs,
        met: loadMedianMs <= targetMs,
        queryMedianMs,
      });
    } finally {
      await index.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  const engine = process.argv.includes('--pglite') ? 'pglite' : 'duckdb';
  const sizeArg = process.argv.find((arg) => arg.startsWith('--sizes='));
  const sizes = sizeArg ? sizeArg.slice('--sizes='.length).split(',').map(Number) : undefined;
  const loadsArg = process.argv.find((arg) => arg.startsWith('--loads='));
  const loads = loadsArg ? Number(loadsArg.slice('--loads='.length)) : quick ? 3 : 5;
  const rows = await benchRiskDashboard(
    sizes ?? (quick ? [10_000, 100_000] : undefined),
    loads,
    engine,
  );
  console.log(JSON.stringify(rows, null, 2));
}
