import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS } from '../../src/domain/constants.js';
import { idleWarningDelayMs, isSchedulableDelay } from '../../src/domain/idle-timer.js';

describe('idle timer', () => {
  it('warns 70 s before the max idle expiry', () => {
    expect(idleWarningDelayMs({ maxIdleExpirationTime: 1_000_000, observedAt: 0 })).toBe(930_000);
  });

  it('warns at once when less than 70 s remain', () => {
    expect(idleWarningDelayMs({ maxIdleExpirationTime: 50_000, observedAt: 0 })).toBe(0);
  });

  it('has no delay without an expiry', () => {
    expect(
      isSchedulableDelay(idleWarningDelayMs({ maxIdleExpirationTime: null, observedAt: 0 })),
    ).toBe(false);
  });

  it('sets a timer only under about 2.07 billion ms (24 days)', () => {
    expect(MAX_TIMER_MS).toBe(2_073_600_000);
    expect(isSchedulableDelay(MAX_TIMER_MS - 1)).toBe(true);
    expect(isSchedulableDelay(MAX_TIMER_MS)).toBe(false);
    expect(isSchedulableDelay(2_100_000_000)).toBe(false);
  });
});
