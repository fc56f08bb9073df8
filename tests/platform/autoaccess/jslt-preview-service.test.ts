import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

const PREVIEW = '/autoaccess/jas/jslt/preview';

describe('the JSLT preview of the entity service', () => {
  it("maps a record for the realm's administrator", async () => {
    const response = await fixture.call('alpha', 'POST', PREVIEW, {
      data: { user: { id: 'u-1' }, ip: '203.0.113.9' },
      feature_mapping: { userId: '.user.id', ipAddress: '.ip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { userId: 'u-1', ipAddress: '203.0.113.9' } });
  });

  it('names the failing feature and its position, with a 400', async () => {
    const response = await fixture.call('alpha', 'POST', PREVIEW, {
      data: { ip: '203.0.113.9' },
      feature_mapping: { ipAddress: '.ip', userId: 'lowercase(.ip' },
    });
    expect(response.statusCode).toBe(400);
    const detail = response.json().detail as { errors: Record<string, string>; result: object };
    expect(Object.keys(detail.errors)).toEqual(['userId']);
    expect(detail.errors.userId).toMatch(/line 1, column \d+/);
    expect(detail.result).toEqual({ ipAddress: '203.0.113.9' });
  });

  it('is behind the same caller checks as every other route', async () => {
    const response = await fixture.platform.app.inject({
      method: 'POST',
      url: PREVIEW,
      payload: { data: {}, feature_mapping: {} },
    });
    expect(response.statusCode).toBe(401);
  });
});
