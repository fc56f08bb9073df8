import { toInstant } from './calendar-date.js';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether text is an ISO 8601 timestamp with seconds and a zone that names a real instant, such as
 * 2026-11-30T21:32:30.35+00:00: one instant wherever it is read, unlike a bare day or local time.
 */
export function isIsoTimestamp(text: string): boolean {
  return ISO_TIMESTAMP.test(text) && toInstant(text) !== undefined;
}
