import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/ui/lib/format-date.js';

describe('formatDay', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env['TZ'];
    // West of Greenwich, where midnight UTC is still the day before.
    process.env['TZ'] = 'America/Los_Angeles';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });

  it('shows a bare day as written, whatever the time zone', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('December 31, 2026');
    expect(formatDay('2026-01-05', 'de')).toBe('5. Januar 2026');
  });

  it('shows an instant on the local day', () => {
    expect(formatDay('2026-12-31T02:00:00Z', 'en')).toBe('December 30, 2026');
  });
});
