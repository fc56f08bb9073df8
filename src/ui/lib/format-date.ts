export interface DateFormatOptions {
  /** An IANA time zone; the browser's own when left out. */
  timeZone?: string;
}

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date and time as "Month D, YYYY h:mm A" ("January 5, 2026 3:07 PM"), in the order, words and
 * clock of `locale` ("5 janvier 2026 15:07" in fr). Empty for a value that is no date.
 */
export function formatDateTime(
  value: Date | string | number,
  locale: string,
  { timeZone }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...zone,
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...zone,
  }).format(date);
  return `${day} ${time}`;
}

/** A date alone, as "Month D, YYYY" in the order and words of `locale`. */
export function formatDate(
  value: Date | string | number,
  locale: string,
  { timeZone }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day, such as an expiry or a delegation's start, as "Month D, YYYY": a bare YYYY-MM-DD is the
 * day as written, not shifted by the browser's time zone.
 */
export function formatDay(value: string, locale: string): string {
  return BARE_DAY.test(value)
    ? formatDate(value, locale, { timeZone: 'UTC' })
    : formatDate(value, locale);
}
