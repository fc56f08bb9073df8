import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import { createApolloClient } from '../../src/ui/app/apollo-client.js';
import { AppBoot_ServerInfoDocument } from '../../src/ui/gql/graphql.js';
import manifest from '../../src/ui/gql/persisted-documents.json';

function captureBodies() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return Promise.resolve(
        new Response(
          JSON.stringify({ data: { serverInfo: { __typename: 'ServerInfo', realm: 'alpha' } } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    }),
  );
  return bodies;
}

describe('trusted documents in the UI client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a build-time document by its hash only, and the hash is in the manifest', async () => {
    const bodies = captureBodies();
    const client = createApolloClient({ onUnauthenticated: vi.fn(), onForbidden: vi.fn() });
    const result = await client.query({ query: AppBoot_ServerInfoDocument });
    expect(result.data?.serverInfo.realm).toBe('alpha');
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body).not.toHaveProperty('query');
    const hash = (body?.extensions as { persistedQuery: { sha256Hash: string } }).persistedQuery
      .sha256Hash;
    expect(hash in manifest).toBe(true);
  });

  it('sends an ad-hoc document in full', async () => {
    const bodies = captureBodies();
    const client = createApolloClient({ onUnauthenticated: vi.fn(), onForbidden: vi.fn() });
    await client.query({ query: parse('query Adhoc { serverInfo { realm } }') });
    expect(bodies[0]?.query).toContain('Adhoc');
    expect(bodies[0]?.extensions).not.toHaveProperty('persistedQuery');
  });
});
