import { describe, expect, it } from 'vitest';
import { createIdmClient } from '../../src/gateway/upstream/idm.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();

describe("the identity server's feature flags", () => {
  it('are read once per request, however many resolvers ask', async () => {
    upstream.answers.push({
      status: 200,
      body: { result: [{ name: 'autoAccess', enabled: true, _id: 'autoAccess' }] },
    });
    const http = createUpstreamHttp({ service: 'idm', baseUrl: upstream.url, timeoutMs: 5_000 });
    const idm = createIdmClient(http, () => Promise.resolve('token'));
    const [first, second] = await Promise.all([idm.features(), idm.features()]);
    expect(first).toEqual([{ name: 'autoAccess', enabled: true }]);
    expect(second).toEqual(first);
    expect(await idm.features()).toEqual(first);
    expect(upstream.received.map((call) => call.url)).toEqual(['/info/features?_queryFilter=true']);
  });
});
