import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../../src/gateway/config.js';
import { buildGateway } from '../../../src/gateway/server.js';

const CSRF = { 'x-requested-with': 'identity-console' };
const NOT_A_REQUEST = {
  errors: [
    {
      message: 'The request body is not a JSON GraphQL request',
      extensions: { code: 'BAD_USER_INPUT' },
    },
  ],
};

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildGateway({
    config: loadGatewayConfig({
      NODE_ENV: 'production',
      GRAPHQL_TRUSTED_DOCUMENTS: 'false',
      AM_URL: 'http://127.0.0.1:9/am',
      IDM_URL: 'http://127.0.0.1:9/openidm',
      SESSION_SECRET: 'a test session secret that is long enough',
      LOG_LEVEL: 'silent',
    }),
  });
});
afterAll(async () => {
  await app.close();
});

async function post(payload: string, contentType = 'application/json') {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType, ...CSRF },
    payload,
  });
  return { status: response.statusCode, body: response.json<unknown>(), raw: response.body };
}

describe('a GraphQL POST body that is not a GraphQL request', () => {
  it.each([
    '',
    '{"query":',
    '[]',
    'null',
    '"str"',
    '1',
    'true',
    '{}',
    '[null]',
    '[{"query":"{ a }"}, 2]',
  ])('answers %j with the one masked refusal', async (payload) => {
    const answer = await post(payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(NOT_A_REQUEST);
    expect(answer.raw).not.toContain('originalError');
  });

  it('answers a body of another media type with the same refusal', async () => {
    for (const contentType of ['text/plain', 'application/graphql']) {
      const answer = await post('{ __typename }', contentType);
      expect(answer.status, contentType).toBe(415);
      expect(answer.body, contentType).toEqual(NOT_A_REQUEST);
    }
  });
});

describe('a GraphQL GET whose variables or extensions are not JSON', () => {
  it.each([
    ['variables', 'variables=%7Bbad'],
    ['variables', 'variables=%7B%7D&variables=%7B%7D'],
    ['extensions', 'extensions=%7Bbad'],
    ['extensions', 'extensions=%7B%7D&extensions='],
  ])('refuses %s in %s as bad input, not as a fault', async (parameter, parameters) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}&${parameters}`,
      headers: CSRF,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      errors: [
        {
          message: `The ${parameter} parameter is not JSON`,
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });

  it.each(['variables=%7B%7D', 'variables=&extensions=', 'extensions=null'])(
    'answers a GET with %s',
    async (parameters) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('{ __typename }')}&${parameters}`,
        headers: CSRF,
      });
      expect(answer.json()).toEqual({ data: { __typename: 'Query' } });
    },
  );
});

describe('GraphQL requests the gateway supports', () => {
  it('still answers a POSTed request and a GET', async () => {
    expect((await post('{"query":"{ __typename }"}')).body).toEqual({
      data: { __typename: 'Query' },
    });
    const get = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}`,
      headers: CSRF,
    });
    expect(get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('still refuses a batch as unsupported', async () => {
    const answer = await post('[{"query":"{ __typename }"}]');
    expect(answer.body).toEqual({
      errors: [{ message: 'Batching is not supported.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
