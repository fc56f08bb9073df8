import { mkdirSync, writeFileSync } from 'node:fs';
import { GraphQLClient, signIn } from '../tests/support/graphql-client.js';
import { startStack } from '../tests/support/stack.js';
import {
  DASHBOARD_JS_BUDGET_BYTES,
  MEASURED_ROUTES,
  firstLoadWeight,
} from './bench/bundle-size.js';
import { latencyRatio } from './bench/latency.js';

/** Writes reports/bench.json; fails only when a byte budget is exceeded. */
const bundles = MEASURED_ROUTES.map(({ route, screen }) =>
  firstLoadWeight('dist/ui', route, screen),
);
const dashboard = bundles.find((bundle) => bundle.route === '/dashboard')!;

const stack = await startStack();
let latency;
try {
  const client = new GraphQLClient(stack.url);
  const demo = { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' };
  await signIn(client, demo);
  latency = await latencyRatio(stack, client, demo, 500);
} finally {
  await stack.close();
}

const report = {
  generatedAt: new Date().toISOString(),
  firstLoad: bundles.map(({ route, jsGzipBytes, cssGzipBytes }) => ({
    route,
    jsGzipBytes,
    cssGzipBytes,
  })),
  budgets: {
    dashboardFirstLoadJsGzipBytes: {
      limit: DASHBOARD_JS_BUDGET_BYTES,
      actual: dashboard.jsGzipBytes,
    },
  },
  gatewayLatency: latency,
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
if (dashboard.jsGzipBytes > DASHBOARD_JS_BUDGET_BYTES) {
  console.error(
    `/dashboard first-load JS is ${dashboard.jsGzipBytes} bytes gzip, over the ${DASHBOARD_JS_BUDGET_BYTES} budget`,
  );
  process.exit(1);
}
