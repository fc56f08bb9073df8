import type { SignInEvent } from '../../../src/platform/risk-engine/sign-in-event.js';

export const T0 = Date.parse('2026-03-02T10:00:00Z');
export const MINUTE = 60_000;
export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let next = 0;

/** A sign-in in Paris on Chrome, successful, unless the fields say otherwise. */
export function signIn(fields: Partial<SignInEvent> = {}): SignInEvent {
  next += 1;
  return {
    eventId: `event-${next}`,
    userId: 'alice',
    ipAddress: '192.0.2.10',
    timestamp: T0,
    userAgent: CHROME,
    city: 'Paris',
    country: 'France',
    lat: 48.8566,
    longitude: 2.3522,
    timeZone: 'Europe/Paris',
    result: 'SUCCESSFUL',
    ...fields,
  };
}
