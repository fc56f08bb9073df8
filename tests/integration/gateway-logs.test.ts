import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { freePort } from '../support/free-port.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { captureLogs, LEVEL } from '../support/log-capture.js';
import { startPlatform, type RunningPlatform } from '../support/platform.js';

let platform: RunningPlatform;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await platform?.close();
});

async function gatewayWithLogs(amUrl = platform.amUrl) {
  const logs = captureLogs();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadGatewayConfig({
    GATEWAY_PORT: String(port),
    GATEWAY_PUBLIC_URL: url,
    AM_URL: amUrl,
    IDM_URL: platform.idmUrl,
    SESSION_SECRET: 'a test session secret that is long enough',
    LOG_LEVEL: 'info',
  });
  const gateway = await buildGateway({ config, logStream: logs.stream });
  await gateway.listen({ host: '127.0.0.1', port });
  gateways.push(gateway);
  logs.raw.length = 0;
  return { client: new GraphQLClient(url), logs };
}

describe('gateway logs', () => {
  it('writes nothing at info for a request that succeeds', async () => {
    const { client, logs } = await gatewayWithLogs();
    const result = await client.request('{ __typename }');
    expect(result.status).toBe(200);
    expect(logs.raw).toEqual([]);
  });

  it('logs a failed sign-in and bad input at info, without a stack', async () => {
    const { client, logs } = await gatewayWithLogs();
    const failed = await signIn(client, { realm: 'alpha', username: 'demo', password: 'wrong' });
    expect(failed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const invalid = await client.request(
      'mutation A($input: AuthenticateInput!) { authenticate(input: $input) { __typename } }',
      { input: { realm: 'r'.repeat(900_000), tree: 'Login' } },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const lines = logs.lines();
    expect(lines.map((line) => [line.level, line.error?.message])).toEqual([
      [LEVEL.info, 'Login failure'],
      [LEVEL.info, 'Invalid input'],
    ]);
    for (const line of logs.raw) {
      expect(line).not.toContain('stack');
      expect(line.length).toBeLessThan(8_000);
    }
  });

  it('logs an unreachable platform at error, with the stack', async () => {
    const { client, logs } = await gatewayWithLogs(`http://127.0.0.1:${await freePort()}/am`);
    const result = await client.request(
      'mutation A($input: AuthenticateInput!) { authenticate(input: $input) { __typename } }',
      { input: { realm: 'alpha' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const errors = logs.lines().filter((line) => line.level === LEVEL.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.stack).toBeTruthy();
  });
});
