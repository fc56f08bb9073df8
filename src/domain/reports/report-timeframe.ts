import * as z from 'zod/mini';
import { validate } from '../validation/index.js';
import { isoDaySchema } from '../governance/governance-input-parts.js';
import { toInstant } from '../validation/calendar-date.js';

/** Report timeframes (spec §9). */
export const REPORT_TIMEFRAMES = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'custom',
] as const;
export type ReportTimeframePreset = (typeof REPORT_TIMEFRAMES)[number];

const DAY_MS = 24 * 3600 * 1000;

/**
 * The days a custom timeframe may name lie strictly between these: far enough back for any stored
 * data, and short of the year 10000 that the range's end (the day after the last) must not reach.
 */
export const REPORT_DAY_BOUNDS = { after: '1969-12-31', before: '3000-01-01' } as const;

function isWithinReportDays(day: string): boolean {
  return day > REPORT_DAY_BOUNDS.after && day < REPORT_DAY_BOUNDS.before;
}

function isRealDay(day: string | null | undefined): day is string {
  return !!day && toInstant(day) !== undefined;
}

function isUsableDay(day: string | null | undefined): day is string {
  return isRealDay(day) && isWithinReportDays(day);
}

/**
 * A timeframe: a preset, or custom days (YYYY-MM-DD, both included, within REPORT_DAY_BOUNDS) whose
 * end is not before its start. Custom days are required; a preset takes none.
 */
export const reportTimeframeSchema = z
  .object({
    preset: z.enum(REPORT_TIMEFRAMES),
    startDate: z.nullish(isoDaySchema),
    endDate: z.nullish(isoDaySchema),
  })
  .check(
    z.superRefine((timeframe, ctx) => {
      if (timeframe.preset !== 'custom') return;
      for (const field of ['startDate', 'endDate'] as const) {
        const day = timeframe[field];
        if (!day) {
          ctx.addIssue({
            code: 'custom',
            input: timeframe,
            path: [field],
            message: 'validation.required',
          });
        } else if (isRealDay(day) && !isWithinReportDays(day)) {
          const early = day <= REPORT_DAY_BOUNDS.after;
          ctx.addIssue({
            code: 'custom',
            input: day,
            path: [field],
            message: early ? 'validation.isAfterDate' : 'validation.isBeforeDate',
            params: { date: early ? REPORT_DAY_BOUNDS.after : REPORT_DAY_BOUNDS.before },
          });
        }
      }
      const { startDate, endDate } = timeframe;
      // A day that is missing, unreal or out of range is already marked at its own field.
      if (!isUsableDay(startDate) || !isUsableDay(endDate)) return;
      const before = validate('isBeforeDate', startDate, { date: endDate });
      if (startDate !== endDate && !before.valid) {
        ctx.addIssue({
          code: 'custom',
          input: endDate,
          path: ['endDate'],
          message: 'validation.isAfterDate',
          params: { date: startDate },
        });
      }
    }),
  );
export type ReportTimeframe = z.infer<typeof reportTimeframeSchema>;

/** The instants a timeframe covers, UTC days: [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

function utcMidnight(instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS;
}

export function timeframeRange(timeframe: ReportTimeframe, now: Date): TimeRange {
  const today = utcMidnight(now.getTime());
  switch (timeframe.preset) {
    case 'today':
      return { start: new Date(today), end: new Date(today + DAY_MS) };
    case 'yesterday':
      return { start: new Date(today - DAY_MS), end: new Date(today) };
    case 'last7Days':
      return { start: new Date(today - 6 * DAY_MS), end: new Date(today + DAY_MS) };
    case 'last30Days':
      return { start: new Date(today - 29 * DAY_MS), end: new Date(today + DAY_MS) };
    case 'custom':
      return {
        start: new Date(`${timeframe.startDate ?? ''}T00:00:00Z`),
        end: new Date(Date.parse(`${timeframe.endDate ?? ''}T00:00:00Z`) + DAY_MS),
      };
  }
}
