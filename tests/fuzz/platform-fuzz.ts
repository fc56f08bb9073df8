import fc from 'fast-check';
import type { RunningStack } from '../support/stack.js';
import { accessTokenFor, ssoToken } from '../support/tokens.js';
import { generatedUsers, PASSWORD, PLATFORM_FUZZ_USERS } from './fuzz-stack.js';
import { reportFailure, type FuzzOptions } from './graphql-fuzz.js';
import type { PlatformFaults } from './platform-faults.js';
import { oauthRoutes, platformRequest, platformRoutes } from './platform-routes.js';

const KNOWN_VALUES = [
  'alpha',
  'bravo',
  'root',
  'user',
  'alpha_user',
  'bravo_user',
  'end-user-ui',
  'portal',
  'acme',
  'oath',
  'push',
  'webauthn',
  'profile',
];

/**
 * Sends malformed bodies, query parameters and path parameters to every route of the platform,
 * anonymously, as an end user (bearer token and SSO token) and as the platform administrator;
 * fails on any 5xx. Path parameters name generated users only, never the sentinels.
 */
export async function fuzzPlatform(
  stack: RunningStack,
  faults: PlatformFaults,
  { runs, seed }: FuzzOptions,
): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  const users = (await generatedUsers(stack)).slice(-PLATFORM_FUZZ_USERS);
  const [actor] = users;
  const credentials: Record<string, string>[] = [
    {
      authorization: `Bearer ${await accessTokenFor(stack, {
        realm: 'root',
        username: 'amadmin',
        password: 'Admin!Passw0rd',
      })}`,
    },
  ];
  if (actor) {
    credentials.push(
      { authorization: `Bearer ${await accessTokenFor(stack, actor)}` },
      {
        iplanetdirectorypro: await ssoToken(
          stack.platform.amUrl,
          actor.realm,
          actor.username,
          PASSWORD,
        ),
      },
    );
  }
  const routes = [
    ...platformRoutes(stack.platform.app),
    ...(await oauthRoutes(`${stack.platform.amUrl}/oauth2/realms/root/realms/alpha`)),
  ];
  const known = [...KNOWN_VALUES, ...users.flatMap((user) => [user.id, user.username])];
  const property = fc.asyncProperty(
    platformRequest(routes, known, credentials),
    async (request) => {
      const before = faults.count;
      const url = `${stack.platform.url}${request.path}${request.query ? `?${request.query}` : ''}`;
      const response = await fetch(url, {
        method: request.method,
        headers: request.headers,
        redirect: 'manual',
        ...(request.body !== undefined && { body: request.body }),
      });
      const text = await response.text();
      const key = `${request.method} ${response.status}`;
      tally[key] = (tally[key] ?? 0) + 1;
      if (response.status >= 500 || faults.count > before) {
        throw new Error(
          `${request.method} ${url.slice(0, 300)} answered ${response.status}\n${text.slice(0, 500)}`,
        );
      }
    },
  );
  await fc.assert(property, { numRuns: runs, seed, endOnFailure: true, reporter: reportFailure });
  return tally;
}
