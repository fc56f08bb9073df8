import { describe, expect, it } from 'vitest';
import { dayPeriod, greetingKey } from '../../src/ui/features/dashboard/greeting.js';

const at = (hours: number, minutes = 0) => new Date(2024, 4, 17, hours, minutes, 0);

describe('dayPeriod', () => {
  it.each([
    [at(0, 0), 'morning'],
    [at(6, 30), 'morning'],
    [at(11, 59), 'morning'],
    [at(12, 0), 'afternoon'],
    [at(17, 59), 'afternoon'],
    [at(18, 0), 'evening'],
    [at(23, 59), 'evening'],
  ] as const)('%s is %s', (date, period) => {
    expect(dayPeriod(date)).toBe(period);
  });
});

describe('greetingKey', () => {
  it('names the catalogue entry for the period', () => {
    expect(greetingKey(at(9))).toBe('dashboard.greeting.morning');
    expect(greetingKey(at(15))).toBe('dashboard.greeting.afternoon');
    expect(greetingKey(at(20))).toBe('dashboard.greeting.evening');
  });
});
