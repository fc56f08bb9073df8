import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/ui/lib/format-date.js';

const INSTANT = new Date(Date.UTC(2026, 0, 5, 15, 7));
const UTC = { timeZone: 'UTC' };

describe('formatDateTime', () => {
  it('shows Month D, YYYY h:mm A in en', () => {
    expect(formatDateTime(INSTANT, 'en', UTC)).toBe('January 5, 2026 3:07 PM');
    expect(formatDateTime(Date.UTC(2026, 10, 23, 0, 30), 'en', UTC)).toBe(
      'November 23, 2026 12:30 AM',
    );
  });

  it('follows the words, order and clock of the language', () => {
    expect(formatDateTime(INSTANT, 'fr', UTC)).toBe('5 janvier 2026 15:07');
    expect(formatDateTime(INSTANT, 'de', UTC)).toBe('5. Januar 2026 15:07');
    expect(formatDateTime(INSTANT, 'en-XA', UTC)).toBe('January 5, 2026 3:07 PM');
  });

  it('accepts ISO text and shows the time in the zone asked for', () => {
    expect(formatDateTime('2026-01-05T15:07:00Z', 'en', { timeZone: 'Europe/Paris' })).toBe(
      'January 5, 2026 4:07 PM',
    );
  });

  it('shows nothing for a value that is no date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'fr')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows the date alone', () => {
    expect(formatDate(INSTANT, 'en', UTC)).toBe('January 5, 2026');
    expect(formatDate(INSTANT, 'fr', UTC)).toBe('5 janvier 2026');
    expect(formatDate('nope', 'de')).toBe('');
  });
});
