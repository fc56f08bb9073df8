import { GraphQLClient, signIn } from '../../tests/support/graphql-client.js';
import { accessTokenFor } from '../../tests/support/tokens.js';
import { GATEWAY_SCOPES } from './spawned-stack.js';
import { load, type LoadFigures, type LoadTarget } from './load.js';
import type { SpawnedStack } from './spawned-stack.js';

const ME =
  '{ me { id realm userName displayName mail company idmRoles amRoles amAdmin internalAdmin } }';
const PROFILE =
  '{ profile { id rev resource values schema { title order required properties { name title type nullable userEditable } } preferences { name title enabled } } }';

export interface User {
  realm: string;
  username: string;
  password: string;
}

export interface Durations {
  /** Seconds of each side-by-side run. */
  runS: number;
  /** Seconds of the long `me` run at 200 connections. */
  soakS: number;
}

/** The gateway's queries and the platform's REST calls behind them, for one signed-in user. */
async function benchTargets(stack: SpawnedStack, user: User) {
  const client = new GraphQLClient(stack.url);
  const signedIn = await signIn(client, user);
  if (signedIn.data?.authenticate.__typename !== 'JourneySuccess')
    throw new Error(`${user.username} could not sign in through the gateway`);
  const graphql = (name: string, query: string): LoadTarget => ({
    name,
    url: `${stack.url}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'identity-console',
      cookie: client.jar.header(),
    },
    body: JSON.stringify({ query }),
  });

  const accessToken = await accessTokenFor(stack, user, GATEWAY_SCOPES);
  const bearer = { authorization: `Bearer ${accessToken}` };
  const login = await fetch(`${stack.platform.idmUrl}/authentication?_action=login`, {
    method: 'POST',
    headers: bearer,
  });
  const { authorization } = (await login.json()) as {
    authorization: { id: string; component: string };
  };
  const rest = (name: string, path: string, method: 'GET' | 'POST' = 'GET'): LoadTarget => ({
    name,
    url: `${stack.platform.idmUrl}/${path}`,
    method,
    headers: bearer,
  });

  const targets = {
    gatewayMe: graphql('gateway me', ME),
    gatewayProfile: graphql('gateway profile', PROFILE),
    restUser: rest('REST GET managed user', `${authorization.component}/${authorization.id}`),
    restLogin: rest('REST authentication login', 'authentication?_action=login', 'POST'),
    restSchema: rest('REST GET schema', `schema/${authorization.component}`),
  };
  // The long run checks every answer against the first one: any GraphQL error is a mismatch.
  const expected = await client.request(ME);
  if (expected.errors) throw new Error(`me failed: ${expected.raw}`);
  return { targets, soak: { ...targets.gatewayMe, expectBody: expected.raw } };
}

export interface StoreFigures {
  runs: LoadFigures[];
  soak: LoadFigures;
  /** gateway p50 / direct REST p50 at the same number of connections. */
  ratios: { connections: number; profileP50: number; meP50: number }[];
}

/** Side by side: each target at each connection count, then the long `me` run. */
export async function throughput(
  stack: SpawnedStack,
  user: User,
  durations: Durations,
  connectionCounts: number[],
): Promise<StoreFigures> {
  const { targets, soak } = await benchTargets(stack, user);
  const runs: LoadFigures[] = [];
  const watched = { gateway: stack.pids.gateway, platform: stack.pids.platform };
  for (const target of Object.values(targets)) await load(target, 10, 2); // warm-up
  for (const connections of connectionCounts) {
    for (const target of Object.values(targets)) {
      const figures = await load(target, connections, durations.runS, watched);
      console.error(describe(figures));
      runs.push(figures);
    }
  }
  const soakFigures = await load(soak, 200, durations.soakS, watched);
  console.error(describe(soakFigures));
  const p50 = (name: string, connections: number) =>
    runs.find((run) => run.name === name && run.connections === connections)?.p50Ms ?? NaN;
  const ratios = connectionCounts.map((connections) => ({
    connections,
    profileP50: ratio(
      p50(targets.gatewayProfile.name, connections),
      p50(targets.restUser.name, connections),
    ),
    meP50: ratio(p50(targets.gatewayMe.name, connections), p50(targets.restUser.name, connections)),
  }));
  return { runs, soak: soakFigures, ratios };
}

const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.01)) * 100) / 100;

function describe(run: LoadFigures): string {
  const cpu = Object.entries(run.cpuMsPerRequest)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
  return `${run.name} @${run.connections}c ${run.durationS}s: ${run.requestsPerS} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, errors ${run.errors + run.non2xx + run.mismatches}, CPU ms/request: ${cpu}`;
}
