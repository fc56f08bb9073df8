import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

const SEARCH = '/autoaccess/jas/entity/search/';

describe('the risk-event search of the entity service', () => {
  it("answers the realm's administrator in Elasticsearch's shape", async () => {
    const response = await fixture.call('alpha', 'POST', SEARCH, {
      indexName: 'risk_explainability',
      query: { query: { match_all: {} }, size: 10, track_total_hits: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hits).toMatchObject({ total: { value: 0, relation: 'eq' }, hits: [] });
  });

  it('names an unsupported construct with a 400', async () => {
    const response = await fixture.call('alpha', 'POST', SEARCH, {
      indexName: 'risk_explainability',
      query: { query: { geo_distance: { distance: '10km' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('unsupported query: geo_distance');
  });

  it('is behind the same caller checks as every other route', async () => {
    const response = await fixture.platform.app.inject({
      method: 'POST',
      url: SEARCH,
      payload: { indexName: 'risk_explainability', query: {} },
    });
    expect(response.statusCode).toBe(401);
  });
});
