import { describe, expect, it } from 'vitest';
import {
  RiskEngineInputError,
  signInEventFromMapped,
} from '../../../src/platform/risk-engine/sign-in-event.js';

const mapped = {
  userId: 'u-1',
  eventId: 'e-1',
  ipAddress: '192.0.2.1',
  timestamp: '2026-03-02T10:00:00Z',
  userAgent: 'curl/8.10.1',
  city: 'Paris',
  country: 'France',
  lat: '48.85',
  longitude: 2.35,
  timeZone: 'Europe/Paris',
  result: 'FAILED',
  transactionId: null,
  isAuth: true,
};

describe('signInEventFromMapped', () => {
  it('reads a mapped record, numbers from text and absent values left out', () => {
    expect(signInEventFromMapped(mapped)).toEqual({
      userId: 'u-1',
      eventId: 'e-1',
      ipAddress: '192.0.2.1',
      timestamp: Date.parse('2026-03-02T10:00:00Z'),
      userAgent: 'curl/8.10.1',
      city: 'Paris',
      country: 'France',
      lat: 48.85,
      longitude: 2.35,
      timeZone: 'Europe/Paris',
      result: 'FAILED',
    });
  });

  it('reads the client’s bot detection verdict as a boolean, or its text', () => {
    expect(signInEventFromMapped({ ...mapped, isBot: true }).isBot).toBe(true);
    expect(signInEventFromMapped({ ...mapped, isBot: 'false' }).isBot).toBe(false);
    expect(signInEventFromMapped({ ...mapped, isBot: null })).not.toHaveProperty('isBot');
    expect(() => signInEventFromMapped({ ...mapped, isBot: 'maybe' })).toThrow(
      'The mapped field "isBot" must be true or false.',
    );
  });

  it('reads epoch seconds and milliseconds', () => {
    expect(signInEventFromMapped({ ...mapped, timestamp: 1_772_445_600 }).timestamp).toBe(
      1_772_445_600_000,
    );
    expect(signInEventFromMapped({ ...mapped, timestamp: 1_772_445_600_000 }).timestamp).toBe(
      1_772_445_600_000,
    );
  });

  it('names the field that is missing or of the wrong type', () => {
    expect(() => signInEventFromMapped({ ...mapped, userId: null })).toThrow(
      new RiskEngineInputError('The mapped field "userId" is missing.'),
    );
    expect(() => signInEventFromMapped({ ...mapped, timestamp: 'yesterday' })).toThrow(
      /"timestamp" must be an ISO 8601 instant/,
    );
    expect(() => signInEventFromMapped({ ...mapped, lat: 'north' })).toThrow(
      'The mapped field "lat" must be a number.',
    );
    expect(() => signInEventFromMapped({ ...mapped, ipAddress: { v4: 1 } })).toThrow(
      'The mapped field "ipAddress" must be a string.',
    );
  });
});
