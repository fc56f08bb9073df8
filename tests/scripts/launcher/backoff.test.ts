import { describe, expect, it } from 'vitest';
import { createBackoff } from '../../../scripts/launcher/backoff.js';

describe('restart back-off', () => {
  it('doubles from 0.5 s up to 10 s while a process keeps failing', () => {
    const backoff = createBackoff();
    const delays = Array.from({ length: 8 }, () => backoff.delayAfter(100));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('starts over once a process stayed up', () => {
    const backoff = createBackoff({ initialMs: 500, maxMs: 10_000, stableMs: 30_000 });
    backoff.delayAfter(0);
    backoff.delayAfter(0);
    expect(backoff.delayAfter(29_999)).toBe(2000);
    expect(backoff.delayAfter(30_000)).toBe(500);
    expect(backoff.delayAfter(10)).toBe(1000);
  });
});
