import type { LoadFigures } from './load.js';
import type { StoreFigures } from './throughput.js';

/** Connection errors (timeouts included), non-2xx answers and unexpected bodies. */
const failedRequests = (run: LoadFigures) => run.errors + run.non2xx + run.mismatches;

export interface TargetCheck {
  store: string;
  target: string;
  actual: string;
  met: boolean;
}

/** The targets for this machine, checked against one store's figures. */
export function checkTargets(store: string, figures: StoreFigures): TargetCheck[] {
  const me50 = figures.runs.find((run) => run.name === 'gateway me' && run.connections === 50);
  const profile50 = figures.ratios.find((entry) => entry.connections === 50);
  const soak = figures.soak;
  const failures = failedRequests(soak);
  const checks: TargetCheck[] = [];
  if (me50) {
    checks.push({
      store,
      target: 'me ≥ 1 500 req/s at 50 connections',
      actual: `${me50.requestsPerS} req/s`,
      met: me50.requestsPerS >= 1500,
    });
    checks.push({
      store,
      target: 'me p99 ≤ 100 ms at 50 connections',
      actual: `${me50.p99Ms} ms`,
      met: me50.p99Ms <= 100,
    });
  }
  checks.push({
    store,
    target: `me at 200 connections for ${soak.durationS} s: no error`,
    actual: `${failures} failed of ${soak.requests}`,
    met: failures === 0 && soak.requests > 0,
  });
  checks.push({
    store,
    target: `me at 200 connections for ${soak.durationS} s: p99 ≤ 300 ms`,
    actual: `${soak.p99Ms} ms`,
    met: soak.p99Ms <= 300,
  });
  if (profile50) {
    checks.push({
      store,
      target: 'profile p50 ≤ 1.25× direct REST at 50 connections',
      actual: `${profile50.profileP50}×`,
      met: profile50.profileP50 <= 1.25,
    });
  }
  return checks;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/** A table a person can read: every run, the gateway/direct ratios, then the targets. */
export function formatThroughput(
  stores: Record<string, StoreFigures>,
  checks: TargetCheck[],
): string {
  const sections: string[] = [];
  for (const [store, figures] of Object.entries(stores)) {
    const rows = [...figures.runs, figures.soak].map((run) => [
      run.name,
      String(run.connections),
      `${run.durationS}s`,
      String(run.requestsPerS),
      String(run.p50Ms),
      String(run.p99Ms),
      String(failedRequests(run)),
      String(run.cpuMsPerRequest.gateway ?? ''),
      String(run.cpuMsPerRequest.platform ?? ''),
    ]);
    sections.push(
      `${store}\n${table(['target', 'conns', 'time', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'gateway CPU ms/req', 'platform CPU ms/req'], rows)}`,
    );
    sections.push(
      table(
        ['gateway p50 / REST GET managed user p50', 'profile', 'me'],
        figures.ratios.map((entry) => [
          `at ${entry.connections} connections`,
          `${entry.profileP50}×`,
          `${entry.meP50}×`,
        ]),
      ),
    );
  }
  sections.push(
    table(
      ['store', 'target', 'actual', 'met'],
      checks.map((check) => [check.store, check.target, check.actual, check.met ? 'yes' : 'NO']),
    ),
  );
  return sections.join('\n\n');
}
