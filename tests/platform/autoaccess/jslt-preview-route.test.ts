import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsltPreviewRoute } from '../../../src/platform/autoaccess/jas/jslt-preview-route.js';
import { registerCrestErrors } from '../../../src/platform/http/errors.js';

const EVENT = {
  user: { id: 'u1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
  ip: '203.0.113.9',
  ts: '2026-11-24T10:15:00Z',
  geo: { city: 'Oslo', country: 'NO', lat: 59.91, lon: 10.75 },
  outcome: 'SUCCESS',
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerCrestErrors(app);
  registerJsltPreviewRoute(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const preview = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/jslt/preview', payload: payload as object });

describe('POST /jslt/preview', () => {
  it('answers each feature mapped from the data', async () => {
    const response = await preview({
      data: EVENT,
      feature_mapping: {
        userId: '.user.id',
        userAgent: '.user.user-agent',
        ipAddress: '.ip',
        timestamp: 'parse-time(.ts, "yyyy-MM-dd\'T\'HH:mm:ssX")',
        city: 'lowercase(.geo.city)',
        lat: '.geo.lat',
        longitude: 'round(.geo.lon)',
        result: '.outcome == "SUCCESS"',
        transactionId: '.transaction',
        country: '{"code": .geo.country}',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        userId: 'u1',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        ipAddress: '203.0.113.9',
        timestamp: 1795515300,
        city: 'oslo',
        lat: 59.91,
        longitude: 11,
        result: true,
        transactionId: null,
        country: { code: 'NO' },
      },
    });
  });

  it('answers an empty mapping, and any JSON value as data', async () => {
    expect((await preview({ data: EVENT, feature_mapping: {} })).json()).toEqual({ result: {} });
    const scalar = await preview({ data: 'text', feature_mapping: { userId: 'uppercase(.)' } });
    expect(scalar.json()).toEqual({ result: { userId: 'TEXT' } });
    const nothing = await preview({ data: null, feature_mapping: { userId: '.user.id' } });
    expect(nothing.json()).toEqual({ result: { userId: null } });
  });

  it('answers 400 with each failing feature positioned, and the results of the others', async () => {
    const response = await preview({
      data: EVENT,
      feature_mapping: {
        userId: '.user.id',
        ipAddress: '(.ip + )',
        lat: 'round(.geo.city)',
        city: 'lowercase(.geo.city)',
        timeZone: 'nope(.geo)',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'Bad Request',
      message: 'JSLT evaluation failed',
      detail: {
        errors: {
          ipAddress: "Unexpected ')' at line 1, column 8",
          lat: 'round() cannot round a non-number: "Oslo" at line 1, column 1',
          timeZone: "Unknown function 'nope' at line 1, column 1",
        },
        result: { userId: 'u1', city: 'oslo' },
      },
    });
  });

  it('answers 400, never 500, for expressions beyond the bounds', async () => {
    const response = await preview({
      data: { s: 'a'.repeat(10_001) },
      feature_mapping: {
        userId: `"${'a'.repeat(4_000)}"`,
        city: `${'('.repeat(80)}1${')'.repeat(80)}`,
        country: 'test(.s, "b")',
        ipAddress: 'test("aaa", "(a+)+$")',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: {
        errors: {
          userId: 'Expression longer than 4000 characters at line 1, column 4001',
          city: 'Expression nested deeper than 64 levels at line 1, column 65',
          country: 'test() input longer than 10000 characters at line 1, column 1',
          ipAddress:
            "test() regular expression repeats a repetition or alternative: '(a+)+' at line 1, column 1",
        },
        result: {},
      },
    });
  });

  it('keeps features named like Object.prototype members as plain keys', async () => {
    const response = await preview({
      data: { a: 1 },
      feature_mapping: { constructor: '.a', toString: '.', hasOwnProperty: '.b' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '{"result":{"constructor":1,"toString":{"a":1},"hasOwnProperty":null}}',
    );
  });

  it('refuses a body with a __proto__ key with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/jslt/preview',
      headers: { 'content-type': 'application/json' },
      payload: '{"data": {}, "feature_mapping": {"__proto__": "."}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, reason: 'Bad Request' });
  });

  it.each<[string, unknown, string]>([
    ['no body fields', {}, 'Invalid request body: '],
    ['no data', { feature_mapping: { userId: '.a' } }, 'data'],
    ['no mapping', { data: {} }, 'feature_mapping'],
    ['a mapping that is not an object', { data: {}, feature_mapping: ['.a'] }, 'feature_mapping'],
    [
      'an expression that is not text',
      { data: {}, feature_mapping: { userId: 1 } },
      'feature_mapping.userId',
    ],
    [
      'more than 64 features',
      {
        data: {},
        feature_mapping: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, '.'])),
      },
      'at most 64 features',
    ],
    ['a body that is not an object', [1, 2], 'Invalid request body'],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const response = await preview(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: number; reason: string; message: string }>();
    expect(body).toMatchObject({ code: 400, reason: 'Bad Request' });
    expect(body.message).toContain(message);
  });

  it('accepts 64 features', async () => {
    const mapping = Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`f${i}`, `${i}`]));
    const response = await preview({ data: {}, feature_mapping: mapping });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ result: object }>().result)).toHaveLength(64);
  });
});
