import { describe, expect, it } from 'vitest';
import { fromUpstream } from '../../src/gateway/errors.js';
import { UpstreamError, retryAfterSeconds } from '../../src/gateway/upstream/errors.js';

describe('a platform 429', () => {
  it('is RATE_LIMITED with the Retry-After seconds', () => {
    const error = fromUpstream(new UpstreamError(429, 'Too many attempts', {}, 42));
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it("falls back to the body's detail, then to a minute", () => {
    const body = { code: 429, detail: { retryAfterSeconds: 7 } };
    expect(fromUpstream(new UpstreamError(429, 'x', body)).extensions.retryAfterSeconds).toBe(7);
    expect(fromUpstream(new UpstreamError(429, 'x')).extensions.retryAfterSeconds).toBe(60);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-24T09:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 09:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
