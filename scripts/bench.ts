import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/support/browser.js';
import { DASHBOARD_JS_BUDGET_BYTES, measureFirstLoad } from '../tests/e2e/support/first-load.js';
import { DEMO, signInThroughForm } from '../tests/e2e/support/sign-in.js';
import { GraphQLClient, signIn } from '../tests/support/graphql-client.js';
import { startStack } from '../tests/support/stack.js';
import { latencyRatio } from './bench/latency.js';

/** Writes reports/bench.json; fails only when a byte budget is exceeded. */
const stack = await startStack();
const browser = await launchChromium();
let report;
try {
  const anonymous = await browser.newContext();
  const login = await measureFirstLoad(anonymous, `${stack.url}/login?realm=${DEMO.realm}`);
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signInThroughForm(page, stack.url);
  await page.waitForURL(/\/dashboard/);
  await page.close();
  const dashboard = await measureFirstLoad(signedIn, `${stack.url}/dashboard`);

  const client = new GraphQLClient(stack.url);
  await signIn(client, DEMO);
  const latency = await latencyRatio(stack, client, DEMO, 500);

  report = {
    generatedAt: new Date().toISOString(),
    firstLoad: [login, dashboard].map(({ url, jsGzipBytes, cssGzipBytes, scripts }) => ({
      route: new URL(url).pathname,
      jsGzipBytes,
      cssGzipBytes,
      scripts: scripts.length,
    })),
    budgets: {
      dashboardFirstLoadJsGzipBytes: {
        limit: DASHBOARD_JS_BUDGET_BYTES,
        actual: dashboard.jsGzipBytes,
      },
    },
    gatewayLatency: latency,
  };
} finally {
  await browser.close();
  await stack.close();
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
const { actual, limit } = report.budgets.dashboardFirstLoadJsGzipBytes;
if (actual > limit) {
  console.error(`/dashboard first-load JS is ${actual} bytes gzip, over the ${limit} budget`);
  process.exit(1);
}
