import type { GraphQLClient } from '../../tests/support/graphql-client.js';
import type { SpawnedStack } from './spawned-stack.js';
import { accessTokenFor } from '../../tests/support/tokens.js';
import { GATEWAY_SCOPES } from './spawned-stack.js';

const PROFILE = 'query { profile { id rev values } }';

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(count: number, call: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * p50 of the gateway's `profile` query against a direct read of the same managed object,
 * sequentially, after a warm-up.
 */
export async function latencyRatio(
  stack: SpawnedStack,
  client: GraphQLClient,
  user: { realm: string; username: string; password: string },
  count: number,
) {
  const { platform } = stack;
  const accessToken = await accessTokenFor(stack, user, GATEWAY_SCOPES);
  const headers = { authorization: `Bearer ${accessToken}` };
  const login = await fetch(`${platform.idmUrl}/authentication?_action=login`, {
    method: 'POST',
    headers,
  });
  const { authorization } = (await login.json()) as {
    authorization: { id: string; component: string };
  };
  const direct = () =>
    fetch(`${platform.idmUrl}/${authorization.component}/${authorization.id}`, { headers }).then(
      (response) => response.text(),
    );
  const viaGateway = () => client.request(PROFILE);

  await time(20, direct);
  await time(20, viaGateway);
  const directSamples = await time(count, direct);
  const gatewaySamples = await time(count, viaGateway);
  const directP50 = percentile(directSamples, 50);
  const gatewayP50 = percentile(gatewaySamples, 50);
  return {
    requests: count,
    directRestP50Ms: round(directP50),
    gatewayProfileP50Ms: round(gatewayP50),
    gatewayP95Ms: round(percentile(gatewaySamples, 95)),
    ratio: round(gatewayP50 / directP50),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
