import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/support/browser.js';
import { measureFirstLoad } from '../tests/e2e/support/first-load.js';
import { firstLoadJsBudget } from './first-load-budget.js';
import { DEMO, signInThroughForm } from '../tests/e2e/support/sign-in.js';
import { GraphQLClient, signIn } from '../tests/support/graphql-client.js';
import { startPostgres } from '../tests/support/postgres.js';
import { latencyRatio } from './bench/latency.js';
import { benchReportExport } from './bench/report-export.js';
import { checkTargets, formatThroughput, type TargetCheck } from './bench/report-table.js';
import { benchRiskDashboard } from './bench/risk-dashboard.js';
import { benchRiskDashboardInBrowser } from './bench/risk-dashboard-browser.js';
import { benchRiskEngine, formatRiskEngine } from './bench/risk-engine.js';
import { benchSeedEvents } from './bench/seed-events.js';
import { spawnStack, type SpawnedStack } from './bench/spawned-stack.js';
import { throughput, type StoreFigures } from './bench/throughput.js';

/**
 * Writes reports/bench.json and prints a table: first-load sizes, the gateway's latency over
 * direct REST, and throughput of `me` and `profile` beside the platform's REST calls behind them,
 * on PGlite and on a PostgreSQL server. Fails only when a byte budget is exceeded.
 *
 *   --quick          short runs, to try it out
 *   --store <name>   only `pglite` or `postgres`
 *   --fuzz [args]    runs the fuzz test instead (scripts/fuzz.ts)
 *   --risk-engine    only the risk engine's training and prediction on 100 000 seeded events
 *   --report-export  only the CSV export of a 1 000 000-row report run (time and peak memory)
 */
const args = process.argv.slice(2);
if (args.includes('--fuzz')) {
  const rest = args.filter((arg) => arg !== '--fuzz');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/fuzz.ts', ...rest], {
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else if (args.includes('--report-export')) {
  console.log(JSON.stringify({ reportExport: await benchReportExport() }, null, 2));
} else if (args.includes('--risk-engine')) {
  console.log(formatRiskEngine(await benchRiskEngine()));
} else {
  await bench();
}

async function firstLoad(stack: SpawnedStack) {
  const browser = await launchChromium();
  try {
    const anonymous = await browser.newContext();
    const login = await measureFirstLoad(anonymous, `${stack.url}/login?realm=${DEMO.realm}`);
    const signedIn = await browser.newContext();
    const page = await signedIn.newPage();
    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    await page.close();
    const dashboard = await measureFirstLoad(signedIn, `${stack.url}/dashboard`);
    return { login, dashboard };
  } finally {
    await browser.close();
  }
}

/**
 * Seeding 1 000 000 sign-in events, and one risk-dashboard load on the DuckDB index at 100 000 and
 * 1 000 000 events beside the same load on PGlite tables at 100 000 events (the engine not chosen),
 * and the dashboard drawn in Chromium at both sizes beside an empty index.
 */
async function benchRiskAnalytics(quick: boolean) {
  const seedEvents = await benchSeedEvents(quick ? 100_000 : 1_000_000);
  const dashboard = await benchRiskDashboard(
    quick ? [10_000, 100_000] : [100_000, 1_000_000],
    quick ? 3 : 5,
  );
  const [baseline] = await benchRiskDashboard([quick ? 10_000 : 100_000], 3, 'pglite');
  const comparable = dashboard.find((row) => row.events === baseline?.events);
  const riskEngine = await benchRiskEngine();
  const dashboardInBrowser = await benchRiskDashboardInBrowser(
    quick ? [10_000, 100_000] : [100_000, 1_000_000],
    quick ? 3 : 5,
  );
  return {
    riskEngine,
    dashboardInBrowser,
    seedEvents: { ...seedEvents, targetS: 60 },
    dashboard,
    dashboardBaseline: baseline,
    pgliteOverDuckdb:
      baseline && comparable
        ? Math.round((baseline.loadMedianMs / comparable.loadMedianMs) * 10) / 10
        : undefined,
  };
}

async function bench() {
  const quick = args.includes('--quick');
  const storeIndex = args.indexOf('--store');
  const onlyStore = storeIndex >= 0 ? args[storeIndex + 1] : undefined;
  const durations = quick ? { runS: 3, soakS: 6 } : { runS: 30, soakS: 60 };
  const connectionCounts = [50, 200];

  const stores: Record<string, StoreFigures> = {};
  const checks: TargetCheck[] = [];
  let pages: Awaited<ReturnType<typeof firstLoad>> | undefined;
  let latency: Awaited<ReturnType<typeof latencyRatio>> | undefined;

  if (onlyStore !== 'postgres') {
    const stack = await spawnStack();
    try {
      pages = await firstLoad(stack);
      const client = new GraphQLClient(stack.url);
      await signIn(client, DEMO);
      latency = await latencyRatio(stack, client, DEMO, quick ? 100 : 500);
      stores.pglite = await throughput(stack, DEMO, durations, connectionCounts);
      checks.push(...checkTargets('pglite', stores.pglite));
    } finally {
      await stack.close();
    }
  }
  if (onlyStore !== 'pglite') {
    const postgres = await startPostgres();
    try {
      const stack = await spawnStack({ databaseUrl: postgres.url });
      try {
        stores.postgres = await throughput(stack, DEMO, durations, connectionCounts);
        checks.push(...checkTargets('postgres', stores.postgres));
      } finally {
        await stack.close();
      }
    } finally {
      postgres.stop();
    }
  }

  const riskAnalytics = onlyStore === undefined ? await benchRiskAnalytics(quick) : undefined;
  const reportExport =
    onlyStore === undefined
      ? { ...(await benchReportExport(quick ? 100_000 : 1_000_000)), targetS: 20, targetMb: 300 }
      : undefined;

  const measuredPages = pages ? [pages.login, pages.dashboard] : [];
  const report = {
    generatedAt: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    firstLoad: measuredPages.map(({ url, jsGzipBytes, cssGzipBytes, scripts }) => ({
      route: new URL(url).pathname,
      jsGzipBytes,
      cssGzipBytes,
      scripts: scripts.length,
    })),
    budgets: measuredPages.map(({ url, jsGzipBytes }) => {
      const route = new URL(url).pathname;
      return {
        route,
        firstLoadJsGzipBytes: { limit: firstLoadJsBudget(route), actual: jsGzipBytes },
      };
    }),
    gatewayLatency: latency,
    throughput: stores,
    riskAnalytics,
    reportExport,
    targets: checks,
  };

  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    JSON.stringify(
      {
        firstLoad: report.firstLoad,
        gatewayLatency: latency,
        riskAnalytics: report.riskAnalytics,
        reportExport,
      },
      null,
      2,
    ),
  );
  console.log(`\n${formatThroughput(stores, checks)}\n`);
  if (riskAnalytics) console.log(`${formatRiskEngine(riskAnalytics.riskEngine)}\n`);
  const overBudget = report.budgets.filter(
    ({ firstLoadJsGzipBytes: { actual, limit } }) => actual > limit,
  );
  for (const {
    route,
    firstLoadJsGzipBytes: { actual, limit },
  } of overBudget) {
    console.error(`${route} first-load JS is ${actual} bytes gzip, over the ${limit} budget`);
  }
  if (overBudget.length > 0) process.exit(1);
}
