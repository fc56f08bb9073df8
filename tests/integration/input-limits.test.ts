import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amRealmPath, managedUserObject } from '../../src/domain/realms.js';
import { JSON_LIMITS } from '../../src/domain/json-limits.js';
import {
  findManagedObject,
  replaceManagedObjectAtRevision,
} from '../../src/platform/idm/managed-store.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

const PASSWORD = 'Demo!Passw0rd';
const UPDATE = 'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { rev } }';
const CHECK = 'query C($values: JSON!) { profilePolicyCheck(values: $values) { field } }';
const PROFILE = 'query { profile { id rev values } }';

/** JSON text nested `levels` objects deep, built as text: JSON.stringify would overflow. */
const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

let stack: RunningStack;
let adminToken: string;

beforeAll(async () => {
  stack = await startStack();
  adminToken = await accessTokenFor(stack, {
    realm: 'root',
    username: 'amadmin',
    password: 'Admin!Passw0rd',
  });
});
afterAll(async () => {
  await stack.close();
});

async function signedIn(realm: string): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm, username: 'demo', password: PASSWORD });
  expect(result.data?.authenticate.__typename).toBe('JourneySuccess');
  return client;
}

async function rawGraphQL(client: GraphQLClient, body: string) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'identity-console',
      cookie: client.jar.header(),
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: unknown;
      errors?: { extensions?: { code?: string; fieldErrors?: { message: string }[] } }[];
    },
  };
}

const firstError = (result: { body: { errors?: { extensions?: unknown }[] } }) =>
  result.body.errors?.[0]?.extensions as
    | { code?: string; fieldErrors?: { field: string; message: string; values?: unknown }[] }
    | undefined;

describe('JSON limits at the gateway', () => {
  it('refuses preferences nested 2 000 levels with BAD_USER_INPUT naming the depth limit', async () => {
    const client = await signedIn('bravo');
    const profile = await client.request<{ profile: { rev: string } }>(PROFILE);
    const rev = profile.data!.profile.rev;
    const result = await rawGraphQL(
      client,
      `{"query":${JSON.stringify(UPDATE)},"variables":{"input":{"rev":"${rev}","operations":[{"operation":"replace","field":"/preferences","value":${deepJson(2000)}}]}}}`,
    );
    expect(firstError(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ message: 'validation.jsonDepth', values: { max: JSON_LIMITS.maxDepth } }],
    });
    const after = await client.request(UPDATE, {
      input: { rev, operations: [{ operation: 'replace', field: '/givenName', value: 'Dee' }] },
    });
    expect(after.errors).toBeUndefined();
  });

  it('refuses a policy check nested 5 000 levels deep as BAD_USER_INPUT', async () => {
    const client = await signedIn('bravo');
    const result = await rawGraphQL(
      client,
      `{"query":${JSON.stringify(CHECK)},"variables":{"values":{"x":${deepJson(5000)}}}}`,
    );
    expect(firstError(result)?.code).toBe('BAD_USER_INPUT');
    expect(firstError(result)?.fieldErrors?.[0]?.message).toBe('validation.jsonDepth');
  });

  it('refuses too many entries and too many bytes', async () => {
    const client = await signedIn('bravo');
    const many = Object.fromEntries(
      Array.from({ length: JSON_LIMITS.maxEntries + 1 }, (_, i) => [`k${i}`, i]),
    );
    const wide = await client.request(CHECK, { values: { x: many } });
    expect(wide.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { message: 'validation.jsonEntries' },
    ]);
    const big = await client.request(CHECK, { values: { x: 'x'.repeat(JSON_LIMITS.maxBytes) } });
    expect(big.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { message: 'validation.jsonBytes' },
    ]);
  });

  it('refuses a NUL byte in a profile value and in a username with a translated key', async () => {
    const client = await signedIn('alpha');
    const profile = await client.request<{ profile: { rev: string } }>(PROFILE);
    const update = await client.request(UPDATE, {
      input: {
        rev: profile.data!.profile.rev,
        operations: [{ operation: 'replace', field: '/givenName', value: 'a\u0000b' }],
      },
    });
    expect(update.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ message: 'validation.noControlCharacters' }],
    });
    const journey = await signIn(new GraphQLClient(stack.url), {
      realm: 'alpha',
      username: 'de\u0000mo',
      password: PASSWORD,
    });
    expect(journey.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('malformed variables', () => {
  it('answers a variable of the wrong type as a request error, not a server fault', async () => {
    const result = await rawGraphQL(
      new GraphQLClient(stack.url),
      JSON.stringify({
        query:
          'mutation A($input: AuthenticateInput!) { authenticate(input: $input) { __typename } }',
        variables: { input: [1] },
      }),
    );
    expect(result.status).toBeLessThan(500);
    expect(result.body.errors).toHaveLength(1);
  });
});

describe('JSON limits and text at the platform', () => {
  const userUrl = (realm: string, id: string) =>
    `${stack.platform.idmUrl}/managed/${managedUserObject(realm)}/${id}`;

  async function demoId(realm: string): Promise<string> {
    const response = await fetch(
      `${stack.platform.idmUrl}/managed/${managedUserObject(realm)}?_queryFilter=${encodeURIComponent('userName eq "demo"')}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    const body = (await response.json()) as { result: { _id: string }[] };
    return body.result[0]!._id;
  }

  const patch = (realm: string, id: string, body: string) =>
    fetch(userUrl(realm, id), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body,
    });

  it('answers a PATCH body nested too deep with a CREST 400 naming the limit', async () => {
    const id = await demoId('root');
    const response = await patch(
      'root',
      id,
      `[{"operation":"replace","field":"/preferences","value":${deepJson(2000)}}]`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; reason: string; message: string };
    expect(body).toMatchObject({ code: 400, reason: 'Bad Request' });
    expect(body.message).toContain(`deeper than ${JSON_LIMITS.maxDepth} levels`);
  });

  it('refuses a patch whose field path nests a value beyond the depth limit', async () => {
    const id = await demoId('root');
    const path = '/preferences' + '/p'.repeat(10);
    const response = await patch(
      'root',
      id,
      `[{"operation":"add","field":"${path}","value":${deepJson(15)}}]`,
    );
    expect(response.status).toBe(400);
  });

  it('answers a NUL byte or a control character in a value, or a NUL in a username, with a CREST 400', async () => {
    const id = await demoId('root');
    const value = await patch(
      'root',
      id,
      JSON.stringify([{ operation: 'replace', field: '/givenName', value: 'a\u0000b' }]),
    );
    expect(value.status).toBe(400);
    expect(((await value.json()) as { code: number }).code).toBe(400);
    const controls = await patch(
      'root',
      id,
      JSON.stringify([{ operation: 'replace', field: '/description', value: 'x\u001b[31m\u0007' }]),
    );
    expect(controls.status).toBe(400);
    const journey = await fetch(
      `${stack.platform.amUrl}/json/${amRealmPath('root')}/authenticate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-openam-username': 'demo' },
        body: JSON.stringify({
          authId: 'x',
          callbacks: [{ type: 'NameCallback', input: [{ name: 'IDToken1', value: 'de\u0000mo' }] }],
        }),
      },
    );
    expect(journey.status).toBe(400);
    const query = await fetch(
      `${stack.platform.idmUrl}/managed/user?_queryFilter=${encodeURIComponent('userName eq "de\u0000mo"')}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    expect(query.status).toBe(400);
  });

  it('still changes a record whose stored value is nested deeper than the limit', async () => {
    const id = await demoId('bravo');
    const stored = (await findManagedObject(stack.platform.db, 'bravo_user', id))!;
    let deep: unknown = true;
    for (let level = 0; level < 3000; level += 1) deep = { a: deep };
    await replaceManagedObjectAtRevision(stack.platform.db, 'bravo_user', id, stored.rev, {
      ...stored.doc,
      preferences: deep,
    });
    const response = await patch(
      'bravo',
      id,
      JSON.stringify([{ operation: 'replace', field: '/description', value: 'Still changeable' }]),
    );
    expect(response.status).toBe(200);
  });
});

describe('OAuth endpoints', () => {
  const oauthUrl = (path: string) =>
    `${stack.platform.amUrl}/oauth2/realms/root/realms/alpha/${path}`;

  it('answers a client_id with a NUL at /authorize with invalid_request', async () => {
    const response = await fetch(
      oauthUrl(
        `authorize?client_id=a%00b&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost/cb')}`,
      ),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers a client_id with control characters at /access_token as an invalid client', async () => {
    for (const clientId of ['a\u0000b', 'a\u0001\u001fb']) {
      const response = await fetch(oauthUrl('access_token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: 'x',
        }),
      });
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    }
  });
});
