import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { createOAuthClient } from '../../src/gateway/upstream/oauth.js';
import { answering, frozen, startFakeUpstream } from '../support/fake-upstream.js';

const TIMEOUT_MS = 60_000;
const RESET_MS = 5_000;
const MINIMUM_CALLS = 5;

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeEach(async () => {
  upstream = await startFakeUpstream(frozen);
  // Only the breaker's clocks are fake: sockets and the per-call abort signal stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await upstream.close();
});

function client() {
  return createUpstreamHttp({
    service: 'am',
    baseUrl: upstream.url,
    timeoutMs: TIMEOUT_MS,
    breaker: { resetTimeoutMs: RESET_MS, minimumCalls: MINIMUM_CALLS, errorPercent: 50 },
  });
}

const ping = (http: ReturnType<typeof client>) => http.request(z.unknown(), { path: 'ping' });

/** Sends enough calls to a frozen upstream, then lets them time out: the breaker opens. */
async function openBreaker(http: ReturnType<typeof client>) {
  const calls = Array.from({ length: MINIMUM_CALLS }, () =>
    ping(http).catch((error: unknown) => error),
  );
  await upstream.receivedAtLeast(MINIMUM_CALLS);
  await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
  const failures = await Promise.all(calls);
  for (const failure of failures) {
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ status: 503, message: 'am timed out' });
  }
}

describe('the circuit breaker per platform service', () => {
  it('opens after repeated timeouts, then fails at once without calling the service', async () => {
    const http = client();
    await openBreaker(http);
    expect(http.breakerState()).toBe('open');

    const before = upstream.received();
    await expect(ping(http)).rejects.toMatchObject({
      status: 503,
      message: 'am unavailable (circuit open)',
    });
    expect(upstream.received()).toBe(before);
  });

  it('probes after its reset time and closes when the service answers again', async () => {
    const http = client();
    await openBreaker(http);
    upstream.answerWith(answering(200, { ok: true }));

    await vi.advanceTimersByTimeAsync(RESET_MS - 1);
    await expect(ping(http)).rejects.toMatchObject({ message: 'am unavailable (circuit open)' });

    await vi.advanceTimersByTimeAsync(1);
    expect(http.breakerState()).toBe('half-open');
    await expect(ping(http)).resolves.toEqual({ ok: true });
    expect(http.breakerState()).toBe('closed');
    await expect(ping(http)).resolves.toEqual({ ok: true });
  });

  it('stays open when the probe fails', async () => {
    const http = client();
    await openBreaker(http);
    upstream.answerWith(answering(503, { message: 'still starting' }));
    await vi.advanceTimersByTimeAsync(RESET_MS);
    await expect(ping(http)).rejects.toMatchObject({ status: 503, message: 'still starting' });
    expect(http.breakerState()).toBe('open');
  });

  it('does not count a 500, the answer to one request, as a failure of the service', async () => {
    upstream.answerWith(answering(500, { message: 'Internal Server Error' }));
    const http = client();
    for (let call = 0; call < MINIMUM_CALLS * 2; call += 1) {
      await expect(ping(http)).rejects.toMatchObject({ status: 500 });
    }
    expect(http.breakerState()).toBe('closed');
    expect(upstream.received()).toBe(MINIMUM_CALLS * 2);
  });

  it('does not count 4xx answers as failures', async () => {
    upstream.answerWith(answering(404, { message: 'Not found' }));
    const http = client();
    for (let call = 0; call < MINIMUM_CALLS * 2; call += 1) {
      await expect(ping(http)).rejects.toMatchObject({ status: 404 });
    }
    expect(http.breakerState()).toBe('closed');
    expect(upstream.received()).toBe(MINIMUM_CALLS * 2);
  });

  it("covers the OAuth client's own calls to access management", async () => {
    const discovery = {
      issuer: upstream.url,
      authorization_endpoint: `${upstream.url}/authorize`,
      token_endpoint: `${upstream.url}/token`,
      revocation_endpoint: `${upstream.url}/revoke`,
      jwks_uri: `${upstream.url}/jwks`,
    };
    upstream.answerWith((request, response) =>
      request.url?.includes('.well-known')
        ? answering(200, discovery)(request, response)
        : answering(400, { error: 'invalid_grant' })(request, response),
    );
    const http = client();
    const oauth = createOAuthClient({
      amHttp: http,
      clientId: 'end-user-ui',
      redirectUri: 'http://localhost/auth/callback',
      scopes: 'openid',
    });
    await expect(oauth.refresh('alpha', 'a refresh token')).rejects.toMatchObject({ status: 401 });
    expect(upstream.received()).toBe(2);

    upstream.answerWith(frozen);
    const refreshes = Array.from({ length: MINIMUM_CALLS }, () =>
      oauth.refresh('alpha', 'a refresh token').catch((error: unknown) => error),
    );
    await upstream.receivedAtLeast(2 + MINIMUM_CALLS);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    for (const failure of await Promise.all(refreshes)) {
      expect(failure).toMatchObject({ status: 503, message: 'am timed out' });
    }

    const before = upstream.received();
    await expect(oauth.refresh('alpha', 'a refresh token')).rejects.toMatchObject({
      status: 503,
      message: 'am unavailable (circuit open)',
    });
    expect(upstream.received()).toBe(before);
  });
});
