import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { answering, frozen, startFakeUpstream } from '../support/fake-upstream.js';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeUpstream(frozen);
  app = await buildGateway({
    config: loadGatewayConfig({
      AM_URL: `${upstream.url}/am`,
      IDM_URL: `${upstream.url}/openidm`,
      LOG_LEVEL: 'silent',
      UPSTREAM_TIMEOUT_MS: '60000',
      UPSTREAM_BREAKER_MIN_CALLS: '2',
      UPSTREAM_BREAKER_RESET_MS: '5000',
    }),
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await app.close();
  await upstream.close();
});

async function serverInfo() {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
    payload: { query: '{ serverInfo { realm } }' },
  });
  return response.json<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>();
}

describe('GraphQL against a frozen platform', () => {
  it('answers UPSTREAM_UNAVAILABLE at once once the breaker is open, and recovers', async () => {
    const first = [serverInfo(), serverInfo()];
    await upstream.receivedAtLeast(2);
    await vi.advanceTimersByTimeAsync(60_000);
    for (const answer of await Promise.all(first)) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    }

    const received = upstream.received();
    const fast = await serverInfo();
    expect(fast.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.received()).toBe(received);

    upstream.answerWith(answering(200, { realm: '/' }));
    await vi.advanceTimersByTimeAsync(5_000);
    const recovered = await serverInfo();
    expect(recovered.errors).toBeUndefined();
    expect(upstream.received()).toBe(received + 1);
  });
});
