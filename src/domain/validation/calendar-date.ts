const DAY_MONTH_YEAR = /^(\d{2})([./])(\d{2})\2(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** Midnight UTC of a real calendar day, or undefined for 31.02.2024 and the like. */
function utcDay(year: number, month: number, day: number): number | undefined {
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : undefined;
}

/** `dd.mm.yyyy` or `dd/mm/yyyy` (one separator throughout) naming a real day, as UTC midnight. */
export function parseDayMonthYear(text: string): number | undefined {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return undefined;
  return utcDay(Number(match[4]), Number(match[3]), Number(match[1]));
}

/**
 * The instant a date value names: a Date, epoch milliseconds, `dd.mm.yyyy`, `dd/mm/yyyy`,
 * `yyyy-mm-dd` (both as UTC midnight) or an ISO 8601 date-time. Undefined for anything else.
 */
export function toInstant(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const iso = ISO_DATE.exec(value);
  if (iso) return utcDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (ISO_DATE_TIME.test(value)) {
    const day = utcDay(
      Number(value.slice(0, 4)),
      Number(value.slice(5, 7)),
      Number(value.slice(8, 10)),
    );
    const instant = Date.parse(value);
    return day === undefined || Number.isNaN(instant) ? undefined : instant;
  }
  return parseDayMonthYear(value);
}
