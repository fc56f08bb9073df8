import fc from 'fast-check';
import type { GraphQLClient } from '../support/graphql-client.js';
import type { RunningStack } from '../support/stack.js';
import {
  generatedUsers,
  PLATFORM_FUZZ_USERS,
  signedInClient,
  type SeededUser,
} from './fuzz-stack.js';
import { fuzzedMutations, loadSchema } from './graphql-mutations.js';
import { jsonText } from './json-text.js';
import type { PlatformFaults } from './platform-faults.js';

export interface FuzzOptions {
  /** Runs per mutation (GraphQL) or in all (REST). */
  runs: number;
  seed: number;
}

/**
 * Mutations that end the caller's session or account run as a user signed in for that case
 * alone (deleteAccount: a generated user it may delete), never as the shared fuzz users.
 */
const SESSION_ENDING = new Set(['signOut', 'deleteAccount']);

type Identity = 'anonymous' | 'user' | 'admin';

interface GraphQLCallers {
  user: GraphQLClient | undefined;
  admin: GraphQLClient | undefined;
  /** A fresh session of a user nobody else uses; undefined once the pool is used up. */
  fresh(): Promise<GraphQLClient | undefined>;
}

async function callers(stack: RunningStack): Promise<GraphQLCallers> {
  // The last few generated users are the platform fuzzer's (see platform-fuzz.ts).
  const pool = (await generatedUsers(stack)).slice(0, -PLATFORM_FUZZ_USERS);
  const [mainUser] = pool.splice(0, 1);
  const admin: SeededUser = { realm: 'bravo', username: 'realmadmin', password: 'Realm!Passw0rd' };
  return {
    user: mainUser && (await signedInClient(stack, mainUser)),
    admin: await signedInClient(stack, admin),
    async fresh() {
      for (let user = pool.shift(); user; user = pool.shift()) {
        const client = await signedInClient(stack, user);
        if (client) return client;
      }
      return undefined;
    },
  };
}

interface GatewayAnswer {
  status: number;
  codes: string[];
  raw: string;
}

async function post(stack: RunningStack, client: GraphQLClient | undefined, body: string) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'identity-console',
      ...(client && { cookie: client.jar.header() }),
    },
    body,
  });
  const raw = await response.text();
  let codes: string[] = [];
  try {
    const parsed = JSON.parse(raw) as { errors?: { extensions?: { code?: string } }[] };
    codes = (parsed.errors ?? []).map((error) => error.extensions?.code ?? '');
  } catch {
    // Not JSON: only the status can tell.
  }
  return { status: response.status, codes, raw } satisfies GatewayAnswer;
}

/** fast-check's report without the counterexample, which can be megabytes of nested JSON. */
export function reportFailure<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  throw new Error(
    `Fuzzing failed (seed ${details.seed}, path "${details.counterexamplePath}"): ${cause.slice(0, 2_000)}`,
  );
}

/** Why an answer is a fault: a 5xx anywhere, or an internal error. Undefined when it is fine. */
export function gatewayFault(answer: GatewayAnswer, platformFaults: number): string | undefined {
  if (answer.status >= 500) return `gateway answered ${answer.status}`;
  if (answer.codes.includes('INTERNAL_SERVER_ERROR')) return 'INTERNAL_SERVER_ERROR';
  if (platformFaults > 0) return `the platform answered 5xx (${answer.codes.join(', ')})`;
  return undefined;
}

/**
 * Sends malformed variables to every mutation of the schema, anonymously, as an end user and as
 * a realm administrator; fails on any 5xx of the gateway or the platform.
 */
export async function fuzzMutations(
  stack: RunningStack,
  faults: PlatformFaults,
  { runs, seed }: FuzzOptions,
): Promise<void> {
  const who = await callers(stack);
  for (const mutation of fuzzedMutations(loadSchema('schema'))) {
    const identity = fc.constantFrom<Identity>('anonymous', 'user', 'admin');
    const property = fc.asyncProperty(identity, mutation.variables, async (as, variables) => {
      let client: GraphQLClient | undefined;
      if (as !== 'anonymous') {
        client = SESSION_ENDING.has(mutation.name) ? await who.fresh() : who[as];
      }
      const before = faults.count;
      const body = `{"query":${JSON.stringify(mutation.document)},"variables":${jsonText(variables)}}`;
      const answer = await post(stack, client, body);
      const fault = gatewayFault(answer, faults.count - before);
      if (fault) {
        throw new Error(
          `${mutation.name} as ${as}: ${fault}\n${answer.raw.slice(0, 500)}\n${faults.recent.join('\n')}`,
        );
      }
    });
    await fc.assert(property, { numRuns: runs, seed, endOnFailure: true, reporter: reportFailure });
  }
}
