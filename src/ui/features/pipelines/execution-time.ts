import { formatDateTime } from '../../lib/format-date.js';

/** Seconds since the epoch as "Month D, YYYY h:mm A" (spec §9); empty when there are none. */
export function executionTime(seconds: number | null | undefined, locale: string): string {
  return seconds == null ? '' : formatDateTime(seconds * 1000, locale);
}
