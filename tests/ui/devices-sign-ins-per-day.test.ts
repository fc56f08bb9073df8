import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/ui/features/devices/relative-time.js';
import { dayLabel, signInsPerDay } from '../../src/ui/features/devices/sign-ins-per-day.js';

const NOW = new Date(2026, 2, 10, 15, 30);
const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();

describe('signInsPerDay', () => {
  it('counts successes and failures per local day over the last seven days, empty days kept', () => {
    const days = signInsPerDay(
      [
        { time: at(10, 9), result: 'SUCCESS' },
        { time: at(10, 1), result: 'FAILURE' },
        { time: at(10, 0), result: 'SUCCESS' },
        { time: at(8, 23), result: 'FAILURE' },
        { time: at(4, 12), result: 'SUCCESS' },
        { time: at(3, 12), result: 'SUCCESS' },
        { time: 'not a date', result: 'SUCCESS' },
      ],
      NOW,
    );
    expect(days).toEqual([
      { day: '2026-03-04', successes: 1, failures: 0 },
      { day: '2026-03-05', successes: 0, failures: 0 },
      { day: '2026-03-06', successes: 0, failures: 0 },
      { day: '2026-03-07', successes: 0, failures: 0 },
      { day: '2026-03-08', successes: 0, failures: 1 },
      { day: '2026-03-09', successes: 0, failures: 0 },
      { day: '2026-03-10', successes: 2, failures: 1 },
    ]);
  });

  it('crosses month ends', () => {
    const days = signInsPerDay([], new Date(2026, 2, 2), 3);
    expect(days.map((day) => day.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('labels a day in the words of the language', () => {
    expect(dayLabel('2026-03-04', 'en')).toBe('Mar 4');
    expect(dayLabel('2026-03-04', 'fr')).toBe('4 mars');
    expect(dayLabel('2026-03-04', 'de')).toBe('4. März');
  });
});

describe('relativeTime', () => {
  const minutes = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

  it('names the largest whole unit, in the language', () => {
    expect(relativeTime(minutes(0), NOW, 'en')).toBe('now');
    expect(relativeTime(minutes(5), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(minutes(60 * 3), NOW, 'en')).toBe('3 hours ago');
    expect(relativeTime(minutes(60 * 24), NOW, 'en')).toBe('yesterday');
    expect(relativeTime(minutes(60 * 24 * 2), NOW, 'fr')).toBe('avant-hier');
    expect(relativeTime(minutes(60 * 24 * 3), NOW, 'de')).toBe('vor 3 Tagen');
    expect(relativeTime(minutes(60 * 24 * 21), NOW, 'en')).toBe('3 weeks ago');
    expect(relativeTime(minutes(-30), NOW, 'en')).toBe('in 30 minutes');
  });

  it('is empty for a value that is no date', () => {
    expect(relativeTime('soon', NOW, 'en')).toBe('');
  });
});
