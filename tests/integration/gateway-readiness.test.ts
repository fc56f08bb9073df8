import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { startPlatform, type RunningPlatform } from '../support/platform.js';

let platform: RunningPlatform;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  platform = await startPlatform({ INSTANCE_ID: 'run-a' });
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await platform?.close();
});

async function readiness(env: Record<string, string>) {
  const gateway = await buildGateway({
    config: loadGatewayConfig({
      AM_URL: platform.amUrl,
      IDM_URL: platform.idmUrl,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  });
  gateways.push(gateway);
  return gateway.inject({ method: 'GET', url: '/readyz' });
}

describe("the gateway's readiness and its platform's run", () => {
  it('is ready against the platform started with it', async () => {
    expect((await readiness({ PLATFORM_INSTANCE_ID: 'run-a' })).statusCode).toBe(200);
    expect((await readiness({})).statusCode).toBe(200);
  });

  it("is not ready against another copy's platform", async () => {
    const response = await readiness({ PLATFORM_INSTANCE_ID: 'run-b' });
    expect(response.statusCode).toBe(503);
  });

  it('reports its own run on /healthz', async () => {
    const gateway = await buildGateway({
      config: loadGatewayConfig({ INSTANCE_ID: 'run-a', LOG_LEVEL: 'silent' }),
    });
    gateways.push(gateway);
    const response = await gateway.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', instance: 'run-a' });
  });
});
