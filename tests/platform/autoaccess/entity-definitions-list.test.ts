import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

interface Listed {
  namespace: string;
  name: string;
  version: string;
  latest: boolean;
  _meta: { properties: Record<string, { type: string }> };
}

describe('the list of entity definitions', () => {
  it('holds the three definitions and the risk index, each at its latest version', async () => {
    const response = await fixture.call('alpha', 'GET', '/autoaccess/jas/entityDefinitions');
    expect(response.statusCode).toBe(200);
    const { result } = response.json() as { result: Listed[] };
    expect(result.map((each) => `${each.namespace}/${each.name}`)).toEqual([
      'autoaccess/base/authentication',
      'autoaccess/datasources',
      'autoaccess/api/pipeline_definition',
      'autoaccess/risk_explainability',
    ]);
    for (const each of result) expect(each).toMatchObject({ version: '1', latest: true });
    const risk = result.at(-1)!._meta.properties;
    expect(risk['predictionResult.risk_score_data.risk_score']).toMatchObject({ type: 'number' });
    expect(risk['predictionResult.features.geoData.city']).toMatchObject({ type: 'string' });
  });
});
