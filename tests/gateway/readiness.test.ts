import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { answering, frozen, startFakeUpstream } from '../support/fake-upstream.js';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  upstream = await startFakeUpstream(frozen);
});

afterAll(async () => {
  await upstream.close();
});

async function gateway() {
  return buildGateway({
    config: loadGatewayConfig({
      AM_URL: `${upstream.url}/am`,
      IDM_URL: `${upstream.url}/openidm`,
      LOG_LEVEL: 'silent',
    }),
  });
}

describe('/readyz', () => {
  it('answers 503 within a second against a frozen platform, naming the services down', async () => {
    upstream.answerWith(frozen);
    const app = await gateway();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    const elapsed = performance.now() - started;
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', down: ['am', 'idm'] });
    // The default READY_TIMEOUT_MS is 800 ms; the upstream timeout is 15 s.
    expect(elapsed).toBeLessThan(2_000);
  });

  it('answers 200 when every service answers', async () => {
    upstream.answerWith(answering(200, {}));
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', am: 'up', idm: 'up', down: [] });
  });

  it('names only the service that is down', async () => {
    upstream.answerWith((request, response) =>
      request.url?.startsWith('/am/')
        ? answering(200, {})(request, response)
        : answering(502, { message: 'bad gateway' })(request, response),
    );
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ am: 'up', idm: 'down', down: ['idm'] });
  });
});
