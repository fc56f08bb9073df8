import autocannon from 'autocannon';
import { cpuMs } from './process-cpu.js';

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Every answer must be exactly this body; others count as mismatches. */
  expectBody?: string;
}

export interface LoadFigures {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerS: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  /** CPU time each watched process spent per answered request, in ms. */
  cpuMsPerRequest: Record<string, number>;
}

/** Runs autocannon against one target and keeps the figures the report needs. */
export async function load(
  target: LoadTarget,
  connections: number,
  durationS: number,
  watched: Record<string, number> = {},
): Promise<LoadFigures> {
  const cpuBefore = Object.fromEntries(
    Object.entries(watched).map(([name, pid]) => [name, cpuMs(pid)]),
  );
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    expectBody: target.expectBody,
    connections,
    duration: durationS,
    timeout: 10,
  });
  return {
    name: target.name,
    connections,
    durationS,
    requests: result.requests.total,
    requestsPerS: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    cpuMsPerRequest: Object.fromEntries(
      Object.entries(watched).map(([name, pid]) => [
        name,
        Math.round(
          ((cpuMs(pid) - (cpuBefore[name] ?? 0)) / Math.max(result.requests.total, 1)) * 100,
        ) / 100,
      ]),
    ),
  };
}
