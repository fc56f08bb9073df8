import { startOfDay } from '../../lib/calendar-day.js';

export const ACTIVITY_PERIODS = ['today', 'last7Days', 'last30Days', 'custom'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

const DAY_MS = 86_400_000;

/**
 * The instants a period covers, `now` given, `to` excluded. A custom period covers the days entered,
 * both included, in the browser's time zone.
 */
export function periodRange(
  period: ActivityPeriod,
  now: Date,
  custom: { from: string; to: string },
): { from: string | null; to: string | null } {
  if (period === 'custom') {
    return {
      from: custom.from ? startOfDay(custom.from, false).toISOString() : null,
      to: custom.to ? startOfDay(custom.to, false, 1).toISOString() : null,
    };
  }
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const days = period === 'today' ? 0 : period === 'last7Days' ? 6 : 29;
  return { from: new Date(midnight.getTime() - days * DAY_MS).toISOString(), to: null };
}
