import { describe, expect, it } from 'vitest';
import { isIsoTimestamp } from '../../../src/domain/validation/iso-timestamp.js';

describe('ISO 8601 timestamps', () => {
  it('are a real instant with seconds and a zone', () => {
    expect(isIsoTimestamp('2026-11-30T21:32:30.35+00:00')).toBe(true);
    expect(isIsoTimestamp('2026-11-30T21:32:30Z')).toBe(true);
    expect(isIsoTimestamp('2026-11-30T21:32:30.123-05:00')).toBe(true);
  });

  it('are not a day, a local time, a date-like name or an impossible day', () => {
    for (const text of [
      '2026-11-30',
      '2026-11-30T21:32:30',
      '2026-11-30T21:32Z',
      '2026-02-30T10:00:00Z',
      'Report 2026-11-30T21:32:30Z',
      '20261130T213230Z',
    ]) {
      expect(isIsoTimestamp(text)).toBe(false);
    }
  });
});
