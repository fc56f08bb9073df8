import { describe, expect, it } from 'vitest';
import { entitySearchArgsSchema } from '../../src/domain/autoaccess/entity-console.js';
import {
  loadEntityDefinitions,
  runEntitySearch,
} from '../../src/gateway/models/autoaccess-entity-console.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { scriptedJas } from './support/scripted-jas.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const jas = () => scriptedJas(upstream);

/** A clock that moves 12 ms between readings. */
function clock() {
  let at = 1_000;
  return () => (at += 12);
}

describe('the entity definitions', () => {
  it('list each definition with its version, the latest marked, and its properties', async () => {
    answers.push({
      status: 200,
      body: {
        result: [
          {
            namespace: 'autoaccess/base',
            name: 'authentication',
            version: '1',
            latest: true,
            _meta: { properties: { userId: { type: 'string', description: 'The user' } } },
          },
        ],
      },
    });
    expect(await loadEntityDefinitions(jas())).toEqual([
      {
        id: 'autoaccess/base/authentication/1',
        namespace: 'autoaccess/base',
        name: 'authentication',
        version: '1',
        latest: true,
        properties: [{ name: 'userId', type: 'string', description: 'The user' }],
      },
    ]);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/entityDefinitions' });
  });
});

describe('the dev console’s search', () => {
  it('sends the body to the risk index and answers its hits, buckets and time taken', async () => {
    const answer = {
      hits: {
        total: { value: 42 },
        hits: [
          {
            _id: 'e-1',
            _source: { realm: '/alpha', predictionResult: { features: { city: 'Oslo' } } },
          },
        ],
      },
      aggregations: { reasons: { buckets: [{ key: 'city', doc_count: 7 }] } },
    };
    answers.push({ status: 200, body: answer });
    const query = '{"size":1,"aggs":{"reasons":{"terms":{"field":"x"}}}}';
    const result = await runEntitySearch(jas(), { index: 'risk_explainability', query }, clock());
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/entity/search/',
      body: { indexName: 'risk_explainability', query: JSON.parse(query) as object },
    });
    expect(result).toMatchObject({
      error: null,
      tookMs: 12,
      total: 42,
      hits: [
        {
          id: 'e-1',
          fields: [
            { name: 'realm', value: '/alpha' },
            { name: 'predictionResult.features.city', value: 'Oslo' },
          ],
        },
      ],
      aggregations: [{ name: 'reasons', value: null, buckets: [{ key: 'city', count: 7 }] }],
    });
    expect(JSON.parse(result.answer!)).toEqual(answer);
  });

  it('answers the service’s refusal inline, and searches the entity stores by their paths', async () => {
    answers.push({ status: 400, body: { code: 400, message: 'unsupported query: fuzzy' } });
    const refused = await runEntitySearch(
      jas(),
      { index: 'risk_explainability', query: '{"query":{"fuzzy":{}}}' },
      clock(),
    );
    expect(refused).toMatchObject({ answer: null, error: 'unsupported query: fuzzy', hits: [] });
    const message = 'Only identity administrators and fraud analysts may read the scored sign-ins';
    answers.push({ status: 403, body: { code: 403, reason: 'Forbidden', message } });
    const notTheirs = await runEntitySearch(
      jas(),
      { index: 'risk_explainability', query: '{"size":0}' },
      clock(),
    );
    expect(notTheirs).toMatchObject({ answer: null, error: message, hits: [] });
    answers.push({ status: 200, body: { hits: { total: { value: 0 }, hits: [] } } });
    await runEntitySearch(jas(), { index: 'datasources', query: '{"size":5}' });
    expect(received[2]).toMatchObject({
      url: '/entity/search/autoaccess/datasources/1',
      body: { size: 5 },
    });
  });

  it('refuses a body that is not a JSON object', () => {
    for (const query of ['[1]', '{"size":', '']) {
      expect(() =>
        validateInput(entitySearchArgsSchema, { index: 'datasources', query }),
      ).toThrow();
    }
  });

  it('refuses a body nested beyond the JSON limits, which the length bound lets through', () => {
    const query = `{"query":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    let refusal: unknown;
    try {
      validateInput(entitySearchArgsSchema, { index: 'datasources', query });
    } catch (error) {
      refusal = (error as { extensions?: unknown }).extensions;
    }
    expect(refusal).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'query', message: 'validation.jsonDepth', values: { max: 20, kilobytes: 0 } },
      ],
    });
  });
});
