import { describe, expect, it } from 'vitest';
import { fromUpstream } from '../../src/gateway/errors.js';
import { isoInstant, locationLabel } from '../../src/gateway/models/account-ref.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';

describe('a refusal for want of a recent sign-in', () => {
  it('is FORBIDDEN with reason REAUTH_REQUIRED, not UNAUTHENTICATED', () => {
    const error = fromUpstream(
      new UpstreamError(401, 'Reauthentication required', {
        code: 401,
        reason: 'Unauthorized',
        message: 'Reauthentication required',
        detail: { reason: 'REAUTH_REQUIRED' },
      }),
    );
    expect(error.extensions).toEqual({ code: 'FORBIDDEN', reason: 'REAUTH_REQUIRED' });
  });

  it('leaves any other 401 UNAUTHENTICATED', () => {
    const plain = fromUpstream(
      new UpstreamError(401, 'Invalid session', { code: 401, message: 'Invalid session' }),
    );
    expect(plain.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    const other = fromUpstream(
      new UpstreamError(401, 'x', { detail: { reason: 'SOMETHING_ELSE' } }),
    );
    expect(other.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('AM values for the schema', () => {
  it('turns epoch milliseconds and date strings into ISO instants', () => {
    expect(isoInstant(Date.UTC(2026, 0, 5, 10))).toBe('2026-01-05T10:00:00.000Z');
    expect(isoInstant('2026-01-05T10:00:00Z')).toBe('2026-01-05T10:00:00.000Z');
    for (const absent of [null, undefined, '', 'not a date']) expect(isoInstant(absent)).toBeNull();
  });

  it('labels a location with what is known of it', () => {
    expect(locationLabel({ city: 'London', country: 'United Kingdom' })).toBe(
      'London, United Kingdom',
    );
    // The console names the local network in the user's language (TrustedDevice.localNetwork).
    expect(locationLabel({ city: 'Local network', country: null })).toBeNull();
    expect(locationLabel({ country: 'Germany' })).toBe('Germany');
    expect(locationLabel({ city: null, country: null })).toBeNull();
    expect(locationLabel(null)).toBeNull();
  });
});
