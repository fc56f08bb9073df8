import { dayOf, daysSpan, startOfDay } from './calendar-day.js';

/** A period as a screen's URL names it: a preset (lastHour, today, thisWeek…) or custom days. */
export interface PeriodChoice {
  period: string;
  /** Days (YYYY-MM-DD) of a custom period, both included. */
  customFrom: string | null;
  customTo: string | null;
  utc: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A custom period starts this many days back unless the user chose its days. */
const CUSTOM_DEFAULT_DAYS = 7;

export interface PeriodRange {
  /** ISO instants, both included. */
  from: string;
  to: string;
}

function startOfMonth(now: Date, utc: boolean): Date {
  return utc
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    : new Date(now.getFullYear(), now.getMonth(), 1);
}

/** The days a custom period covers: the chosen ones, or the last seven days. */
export function customDays(state: PeriodChoice, now: Date): { from: string; to: string } {
  return {
    from:
      state.customFrom ??
      dayOf(startOfDay(dayOf(now, state.utc), state.utc, -CUSTOM_DEFAULT_DAYS), state.utc),
    to: state.customTo ?? dayOf(now, state.utc),
  };
}

/** The instants a period covers at `now`. */
export function periodRange(state: PeriodChoice, now: Date): PeriodRange {
  const to = now.toISOString();
  switch (state.period) {
    case 'lastHour':
      return { from: new Date(now.getTime() - HOUR_MS).toISOString(), to };
    case 'last6Hours':
      return { from: new Date(now.getTime() - 6 * HOUR_MS).toISOString(), to };
    case 'today':
      return { from: startOfDay(dayOf(now, state.utc), state.utc).toISOString(), to };
    case 'thisMonth':
      return { from: startOfMonth(now, state.utc).toISOString(), to };
    case 'custom': {
      const { start, end } = daysSpan(customDays(state, now), state.utc);
      return { from: start.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
    }
    default:
      return { from: new Date(now.getTime() - 7 * DAY_MS).toISOString(), to };
  }
}

/** The time zone the charts count days in. */
export function chartTimeZone(utc: boolean): string {
  return utc ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
