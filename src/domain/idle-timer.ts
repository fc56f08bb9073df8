import { MAX_TIMER_MS, SESSION_WARNING_BEFORE_EXPIRY_MS } from './constants.js';
import type { SessionExpiry } from './session-validity.js';

/** Milliseconds until the idle warning: max idle expiry − now − 70 s, never negative; Infinity without expiry. */
export function idleWarningDelayMs({ maxIdleExpirationTime, observedAt }: SessionExpiry): number {
  if (maxIdleExpirationTime === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, maxIdleExpirationTime - observedAt - SESSION_WARNING_BEFORE_EXPIRY_MS);
}

/** Timers at or beyond 2 147 483 647 ms overflow and would fire at once, so they are never set. */
export function isSchedulableDelay(delayMs: number): boolean {
  return delayMs < MAX_TIMER_MS;
}
