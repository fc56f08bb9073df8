import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import manifest from '../../src/ui/gql/persisted-documents.json';
import { startPlatform, type RunningPlatform } from '../support/platform.js';

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; limit?: string } }[];
}

let platform: RunningPlatform;
const gateways: FastifyInstance[] = [];

async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildGateway({
    config: loadGatewayConfig({
      AM_URL: platform.amUrl,
      IDM_URL: platform.idmUrl,
      SESSION_SECRET: 'a test session secret that is long enough',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  });
  gateways.push(app);
  return app;
}

async function post(app: FastifyInstance, body: Record<string, unknown>): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
    payload: body,
  });
  return { status: response.statusCode, ...response.json<Omit<Answer, 'status'>>() };
}

/** Platform calls the gateway made so far, from its own metrics. */
async function upstreamCalls(app: FastifyInstance): Promise<number> {
  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  return [...metrics.matchAll(/^gateway_upstream_request_duration_seconds_count\{[^}]*\} (\d+)/gm)]
    .map((match) => Number(match[1]))
    .reduce((sum, count) => sum + count, 0);
}

const SERVER_INFO_HASH = Object.entries(manifest).find(([, document]) =>
  document.startsWith('query AppBoot_ServerInfo '),
)?.[0];

const byHash = (hash: string | undefined) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

beforeAll(async () => {
  platform = await startPlatform();
});

afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  await platform.close();
});

describe('GraphQL limits, in every mode', () => {
  it('rejects 1 000 aliases of a public field without calling the platform', async () => {
    const app = await gateway();
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: serverInfo { realm }`);
    const before = await upstreamCalls(app);
    const answer = await post(app, { query: `{ ${aliases.join(' ')} }` });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
    expect(await upstreamCalls(app)).toBe(before);
  });

  it('names the alias limit when a short document has too many aliases', async () => {
    const app = await gateway();
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: serverInfo { realm }`);
    const before = await upstreamCalls(app);
    const answer = await post(app, { query: `{ ${aliases.join(' ')} }` });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 10 exceeded, found 11.',
      extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'aliases' },
    });
    expect(await upstreamCalls(app)).toBe(before);
  });

  it('rejects a query deeper than the limit, and runs one within it', async () => {
    const app = await gateway({ GRAPHQL_MAX_DEPTH: '3' });
    const before = await upstreamCalls(app);
    const deep = await post(app, {
      query: '{ accountSecurity { kba { questions { texts { locale } } } } }',
    });
    expect(deep.errors?.[0]?.message).toMatch(/^Query depth limit of 3 exceeded/);
    expect(deep.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_LIMIT_EXCEEDED',
      limit: 'depth',
    });
    expect(await upstreamCalls(app)).toBe(before);
    const shallow = await post(app, { query: '{ serverInfo { realm } }' });
    expect(shallow.errors).toBeUndefined();
  });

  it('rejects a document over the cost and token limits', async () => {
    const app = await gateway({ GRAPHQL_MAX_COST: '3', GRAPHQL_MAX_TOKENS: '5' });
    const costly = await post(app, {
      query: '{ serverInfo { realm } version { productVersion } }',
    });
    expect(costly.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED' });
    const limits = costly.errors?.map((error) => error.extensions?.limit);
    expect(limits).toContain('tokens');
  });

  it('answers a body it cannot read with a coded GraphQL error', async () => {
    const app = await gateway();
    const send = async (payload: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
        payload,
      });
      return { status: response.statusCode, ...response.json<Omit<Answer, 'status'>>() };
    };
    expect(await send('{"query":')).toMatchObject({
      status: 400,
      errors: [{ extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const large = JSON.stringify({
      query: '{ serverInfo { realm } }',
      variables: { a: 'x'.repeat(1_100_000) },
    });
    expect(await send(large)).toMatchObject({
      status: 413,
      errors: [{ extensions: { code: 'QUERY_LIMIT_EXCEEDED' } }],
    });
  });

  it('accepts a UI document by hash in development too', async () => {
    const app = await gateway();
    const answer = await post(app, byHash(SERVER_INFO_HASH));
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ serverInfo: { __typename: 'ServerInfo' } });
  });
});

describe('GraphQL in production', () => {
  const production = () => gateway({ NODE_ENV: 'production' });

  it('accepts a UI document by hash, answered with the __typename Apollo Client expects', async () => {
    const answer = await post(await production(), byHash(SERVER_INFO_HASH));
    expect(answer.errors).toBeUndefined();
    const serverInfo = (answer.data as { serverInfo: { __typename: string; realm: string } })
      .serverInfo;
    expect(serverInfo.__typename).toBe('ServerInfo');
    expect(serverInfo.realm).toMatch(/\w/);
  });

  it('refuses an arbitrary document, and an unknown hash', async () => {
    const app = await production();
    const before = await upstreamCalls(app);
    const arbitrary = await post(app, { query: '{ serverInfo { realm } }' });
    expect(arbitrary.data ?? null).toBeNull();
    expect(arbitrary.errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    const unknown = await post(app, byHash('sha256:0000'));
    expect(unknown.errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_NOT_FOUND');
    expect(await upstreamCalls(app)).toBe(before);
  });

  it('turns introspection and field suggestions off', async () => {
    const app = await gateway({ NODE_ENV: 'production', GRAPHQL_TRUSTED_DOCUMENTS: 'false' });
    const introspection = await post(app, { query: '{ __schema { types { name } } }' });
    expect(introspection.data ?? null).toBeNull();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await post(app, { query: '{ serverInf { realm } }' });
    expect(typo.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });

  it('keeps introspection and suggestions in development', async () => {
    const app = await gateway();
    const introspection = await post(app, { query: '{ __schema { queryType { name } } }' });
    expect(introspection.data).toMatchObject({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post(app, { query: '{ serverInf { realm } }' });
    expect(typo.errors?.[0]?.message).toMatch(/did you mean/i);
  });
});
