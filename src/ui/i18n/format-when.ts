import { toInstant } from '../../domain/validation/calendar-date.js';
import { formatDate, formatDateTime } from '../lib/format-date.js';

/**
 * A date value inside a message (`{{date, when}}`) as the language writes it: a day (2026-12-01,
 * 01.12.2026) as "Month D, YYYY", an instant with its time. Anything that is no date stays as it is.
 */
export function formatWhen(value: unknown, locale: string): string {
  const instant = toInstant(value);
  if (instant === undefined) return String(value);
  // A day is read as UTC midnight: written in UTC, it stays the day it names.
  return typeof value === 'string' && !value.includes('T')
    ? formatDate(instant, locale, { timeZone: 'UTC' })
    : formatDateTime(instant, locale);
}
