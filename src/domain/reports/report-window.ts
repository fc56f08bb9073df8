import type { TimeRange } from './report-timeframe.js';

/**
 * The months a windowed report source covers (User-Normal-View's 6): they end at the end of the
 * run's timeframe, or at the run's start when that is sooner.
 */
export function reportWindow(range: TimeRange, startedAt: Date, months: number): TimeRange {
  const end = new Date(Math.min(range.end.getTime(), startedAt.getTime()));
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - months);
  return { start, end };
}
