import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { malformedValue, nastyString, nastyText } from './nasty-values.js';
import { jsonText } from './json-text.js';

export interface PlatformRoute {
  method: string;
  /** With `:param` placeholders, such as /openidm/managed/:object/:id. */
  path: string;
}

const TREE_LINE = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/u;

/**
 * Every route the platform registered, read from Fastify's route tree (`printRoutes`), HEAD
 * and OPTIONS aside. The catch-all `*` (the OAuth 2.0 mount) is left to `oauthRoutes`.
 */
export function platformRoutes(app: FastifyInstance): PlatformRoute[] {
  const parents: string[] = [];
  const routes: PlatformRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const level = match[1]!.length / 4;
    const path = `${level > 0 ? parents[level - 1]! : ''}${match[2]!}`;
    parents[level] = path;
    if (path === '*') continue;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** The OAuth 2.0 / OIDC endpoints of a realm, from its discovery document. */
export async function oauthRoutes(issuer: string): Promise<PlatformRoute[]> {
  const discovery = (await (
    await fetch(`${issuer}/.well-known/openid-configuration`)
  ).json()) as Record<string, unknown>;
  const endpoints = Object.entries(discovery)
    .filter(([key, value]) => key.endsWith('_endpoint') && typeof value === 'string')
    .map(([, value]) => new URL(value as string).pathname);
  return [...new Set(endpoints)].flatMap((path) => [
    { method: 'GET', path },
    { method: 'POST', path },
  ]);
}

export interface PlatformRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string;
}

const QUERY_NAMES = [
  '_queryFilter',
  '_fields',
  '_sortKeys',
  '_pageSize',
  '_pagedResultsOffset',
  '_pagedResultsCookie',
  '_totalPagedResultsPolicy',
  '_action',
  '_prettyPrint',
  'realm',
  'goto',
  'authIndexType',
  'authIndexValue',
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'prompt',
  'token',
  'grant_type',
];

const UNPAIRED_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoding that writes a lone surrogate as the bytes of one (invalid UTF-8). */
function encode(value: string): string {
  return value
    .split(UNPAIRED_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

const text = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

const FIELDS = ['givenName', 'sn', 'userName', 'mail', 'description', 'preferences', 'password'];

/** A query filter of the platform's grammar around a nasty operand. */
const queryFilter = fc
  .tuple(fc.constantFrom(...FIELDS), fc.constantFrom('eq', 'co', 'sw', 'gt', 'pr'), nastyText)
  .map(([field, operator, operand]) => `${field} ${operator} ${JSON.stringify(operand)}`);

const queryValue = fc.oneof(
  nastyText,
  fc.jsonValue({ maxDepth: 2 }).map(text),
  fc.constantFrom('1000', '-1', '0', '2147483648', 'true', '*', 'userName,_id', '_id'),
  queryFilter,
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), nastyText), queryValue), {
    maxLength: 4,
  })
  .map((pairs) => pairs.map(([name, value]) => `${encode(name)}=${encode(text(value))}`).join('&'));

/** Bodies shaped like the platform's own (patches, objects, journey steps) with nasty values. */
const shapedBody = fc.oneof(
  fc.array(
    fc.record({
      operation: fc.oneof(fc.constantFrom('add', 'remove', 'replace', 'increment'), nastyString),
      field: fc.oneof(fc.constantFrom(...FIELDS.map((field) => `/${field}`)), nastyString),
      value: malformedValue,
    }),
    { maxLength: 3 },
  ),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nastyString), malformedValue, {
    maxKeys: 4,
  }),
  fc.record({
    authId: fc.option(nastyString),
    callbacks: fc.array(
      fc.record({
        type: fc.constantFrom(
          'NameCallback',
          'PasswordCallback',
          'ChoiceCallback',
          'TextInputCallback',
        ),
        input: fc.array(
          fc.record({ name: fc.constantFrom('IDToken1', 'IDToken2'), value: malformedValue }),
          {
            maxLength: 2,
          },
        ),
      }),
      { maxLength: 3 },
    ),
  }),
);

const body = fc.oneof(
  fc.record({ contentType: fc.constant('application/json'), text: shapedBody.map(jsonText) }),
  fc.record({
    contentType: fc.constant('application/json'),
    text: malformedValue.map(jsonText),
  }),
  fc.record({
    contentType: fc.constant('application/json'),
    text: fc.constantFrom('{', '[1,', '{"a":1}}', 'nul', '"\\ud800"', '{"a":"\\u0000"}', ''),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/octet-stream',
    ),
    text: queryString,
  }),
);

/** A request to one of the routes, with path parameters from `knownValues` or nasty text. */
export function platformRequest(
  routes: PlatformRoute[],
  knownValues: string[],
  credentials: Record<string, string>[],
): fc.Arbitrary<PlatformRequest> {
  const param = fc.oneof(
    { arbitrary: fc.constantFrom(...knownValues), weight: 3 },
    { arbitrary: nastyText, weight: 1 },
  );
  return fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(param, { minLength: 6, maxLength: 6 }),
      query: queryString,
      body: fc.option(body),
      credential: fc.constantFrom({}, ...credentials),
      apiVersion: fc.option(fc.constantFrom('resource=1.0', 'protocol=2.1,resource=1.0', 'x')),
    })
    .map(({ route, params, query, body: sent, credential, apiVersion }) => {
      let index = 0;
      const path = route.path.replace(/:[A-Za-z]+/g, () => {
        const value = params[index++] ?? '';
        return encode(value === '' ? ' ' : value);
      });
      const headers: Record<string, string> = { ...credential };
      if (apiVersion) headers['accept-api-version'] = apiVersion;
      if (sent && route.method !== 'GET') headers['content-type'] = sent.contentType;
      return {
        method: route.method,
        path,
        query,
        headers,
        ...(sent && route.method !== 'GET' && { body: sent.text }),
      };
    });
}
