import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { AM_API_VERSIONS, type AmEndpoint } from '../../src/gateway/upstream/am-api-versions.js';
import { freePort } from '../support/free-port.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startPlatform, type RunningPlatform } from '../support/platform.js';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.js';

/** Which endpoint of the version table a recorded `/am/json/...` call is. */
const ENDPOINTS: [RegExp, AmEndpoint][] = [
  [/\/authenticate(\?|$)/, 'authenticate'],
  [/\/serverinfo\//, 'serverInfo'],
  [/\/sessions(\?|$)/, 'sessions'],
  [/\/users\?/, 'users'],
  [/\/users\/[^/]+\/devices\//, 'devices'],
  [/\/users\/[^/]+\/oauth2\/applications/, 'oauth2Applications'],
  [/\/users\/[^/]+\/authevents/, 'authEvents'],
  [/\/users\/[^/]+\/oauth2\/resources\//, 'umaResources'],
  [/\/users\/[^/]+\/uma\/policies/, 'umaPolicies'],
  [/\/users\/[^/]+\/uma\/pendingrequests/, 'umaPendingRequests'],
  [/\/selfservice\/socialIdentityProviders/, 'socialIdentityProviders'],
  [/\/users\/[^/]+\/socialIdentities/, 'socialIdentities'],
];

function endpointOf(url: string): AmEndpoint | undefined {
  return ENDPOINTS.find(([pattern]) => pattern.test(url))?.[1];
}

let platform: RunningPlatform;
let proxy: RecordingProxy;
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  const port = await freePort();
  gatewayUrl = `http://localhost:${port}`;
  platform = await startPlatform({ GATEWAY_PUBLIC_URL: gatewayUrl });
  proxy = await startRecordingProxy(platform.url);
  gateway = await buildGateway({
    config: loadGatewayConfig({
      GATEWAY_PORT: String(port),
      GATEWAY_PUBLIC_URL: gatewayUrl,
      AM_URL: `${proxy.url}/am`,
      IDM_URL: platform.idmUrl,
      SESSION_SECRET: 'a test session secret that is long enough',
      LOG_LEVEL: 'silent',
    }),
  });
  await gateway.listen({ host: '127.0.0.1', port });
});

afterAll(async () => {
  await gateway.close();
  await proxy.close();
  await platform.close();
});

describe('accept-api-version on access-management calls', () => {
  it('sends every /json call with the version of its endpoint', async () => {
    const client = new GraphQLClient(gatewayUrl);
    const serverInfo = await client.request('query { serverInfo(realm: "alpha") { realm } }');
    expect(serverInfo.errors).toBeUndefined();
    const signedIn = await signIn(client, {
      realm: 'alpha',
      username: 'demo',
      password: 'Demo!Passw0rd',
      goto: '/profile',
    });
    expect(signedIn.data?.authenticate.__typename).toBe('JourneySuccess');
    for (const query of [
      'query { trustedDevices { id } }',
      'query { authDevices { id } }',
      'query { mySessions { handle } }',
      'query { authorizedApps { clientId } }',
      'query { signInHistory { id } }',
      'query { sharingResources { id } }',
      'query { sharedWithMe { id } }',
      'query { sharingRequests { id } }',
      'query { socialProviders { id } }',
      'mutation { signOut { postLogoutUrl } }',
    ]) {
      const answer = await client.request(query);
      expect(answer.errors, query).toBeUndefined();
    }
    expect((await fetch(`${gatewayUrl}/readyz`)).status).toBe(200);

    const jsonCalls = proxy.requests.filter(({ url }) => url.startsWith('/am/json/'));
    const reached = new Set<AmEndpoint>();
    for (const call of jsonCalls) {
      const endpoint = endpointOf(call.url);
      expect(endpoint, `${call.method} ${call.url} is in the version table`).toBeDefined();
      if (!endpoint) continue;
      reached.add(endpoint);
      expect(call.headers['accept-api-version'], `${call.method} ${call.url}`).toBe(
        AM_API_VERSIONS[endpoint],
      );
    }
    expect([...reached].sort()).toEqual(
      [
        'authenticate',
        'serverInfo',
        'sessions',
        'users',
        'devices',
        'oauth2Applications',
        'authEvents',
        'umaResources',
        'umaPendingRequests',
        'socialIdentityProviders',
        'socialIdentities',
      ].sort(),
    );
  });

  it("asks the root realm's server info at the plain serverinfo path", async () => {
    const before = proxy.requests.length;
    const answer = await new GraphQLClient(gatewayUrl).request(
      'query { serverInfo(realm: "root") { realm } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(proxy.requests.slice(before).map(({ url }) => url)).toEqual(['/am/json/serverinfo/*']);
  });

  it('writes every version as protocol and resource', () => {
    for (const version of Object.values(AM_API_VERSIONS)) {
      expect(version).toMatch(/^protocol=\d+\.\d+,resource=\d+\.\d+$/);
    }
  });
});
