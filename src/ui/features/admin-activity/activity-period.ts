import { dayOf, daysSpan, startOfDay } from '../../lib/calendar-day.js';

export const ACTIVITY_PERIODS = ['today', 'last7Days', 'last30Days', 'custom'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

/** Days (YYYY-MM-DD) of a custom period, both included. */
export interface CustomDays {
  from: string;
  to: string;
}

/** The days a custom period starts with: the last seven, today included, in local time. */
export function lastWeekDays(now: Date): CustomDays {
  const today = dayOf(now, false);
  return { from: dayOf(startOfDay(today, false, -6), false), to: today };
}

/**
 * The instants a period covers, `now` given, `to` excluded. A custom period covers the days chosen,
 * both included and in either order, in the browser's time zone.
 */
export function periodRange(
  period: ActivityPeriod,
  now: Date,
  custom: CustomDays,
): { from: string | null; to: string | null } {
  if (period === 'custom') {
    const { start, end } = daysSpan(custom, false);
    return { from: start.toISOString(), to: end.toISOString() };
  }
  const daysBack = period === 'today' ? 0 : period === 'last7Days' ? 6 : 29;
  return { from: startOfDay(dayOf(now, false), false, -daysBack).toISOString(), to: null };
}
