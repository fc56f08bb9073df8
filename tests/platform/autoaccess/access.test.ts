import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

const DATASOURCES = '/autoaccess/jas/entity/search/autoaccess/datasources/1';
const BUCKETS = '/autoaccess/api/datasources/search/buckets';
const RISK_EVENTS = '/autoaccess/jas/entity/search/';
const SETTINGS = '/autoaccess/api/v2/settings';
const RISK_CONFIG = '/autoaccess/api/v2/riskConfig/userConfig';
const RISK_EVENT_COUNT = { indexName: 'risk_explainability', query: { size: 0 } };

async function post(url: string, headers: Record<string, string>, payload: unknown = {}) {
  const response = await fixture.platform.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function call(method: 'GET' | 'PUT', url: string, token: string, payload?: object) {
  return fixture.platform.app.inject({
    method,
    url,
    headers: bearer(token, 'alpha'),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const bearer = (token: string, tenant?: string) => ({
  authorization: `Bearer ${token}`,
  ...(tenant === undefined ? {} : { 'x-tenant-id': tenant }),
});

describe('who may call the auto-access services', () => {
  it("admits the realm's administrator with the scope and the realm's tenant id", async () => {
    const token = await fixture.token('alpha', 'realmadmin');
    const api = await post(BUCKETS, bearer(token, 'alpha'), { prefix: '', max: 10 });
    expect(api.status).toBe(200);
    const jas = await post(DATASOURCES, bearer(token, 'alpha'));
    expect(jas.status).toBe(200);
  });

  it('answers 401 without a token or with one the platform did not issue', async () => {
    for (const url of [BUCKETS, DATASOURCES]) {
      expect(await post(url, { 'x-tenant-id': 'alpha' })).toEqual({
        status: 401,
        body: expect.objectContaining({ code: 401, reason: 'Unauthorized' }) as unknown,
      });
      expect((await post(url, bearer('not-a-token', 'alpha'))).status).toBe(401);
    }
  });

  it('answers 400 without the tenant id header', async () => {
    const token = await fixture.token('alpha', 'realmadmin');
    const response = await post(BUCKETS, bearer(token));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, reason: 'Bad Request' });
    expect(response.body.message).toContain('x-tenant-id');
  });

  it("answers 403 when the tenant is not the token's realm", async () => {
    const token = await fixture.token('alpha', 'realmadmin');
    const response = await post(DATASOURCES, bearer(token, 'bravo'));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 403, reason: 'Forbidden' });
    expect(response.body.message).toContain('realm');
  });

  it('answers 403 to a token without the auto-access scope', async () => {
    const token = await fixture.token('alpha', 'realmadmin', 'openid profile');
    const response = await post(BUCKETS, bearer(token, 'alpha'));
    expect(response.status).toBe(403);
    expect(response.body.message).toContain('fr:autoaccess:*');
  });

  it('answers 403 to a user who is not an identity administrator', async () => {
    const token = await fixture.token('alpha', 'demo');
    const response = await post(DATASOURCES, bearer(token, 'alpha'));
    expect(response).toMatchObject({ status: 403, body: { code: 403, reason: 'Forbidden' } });
    expect(response.body.message).toContain('administrators');
  });

  it('lets a fraud analyst read the scored sign-ins and the levels, and nothing else', async () => {
    const token = await fixture.token('alpha', 'fraudanalyst');
    const search = await post(RISK_EVENTS, bearer(token, 'alpha'), RISK_EVENT_COUNT);
    expect(search.status).toBe(200);
    expect(search.body).toHaveProperty('hits');
    expect((await call('GET', SETTINGS, token)).statusCode).toBe(200);
    const save = await call('PUT', SETTINGS, token, { settings: {}, _rev: '0' });
    expect(save.statusCode).toBe(403);
    for (const url of [BUCKETS, DATASOURCES]) {
      const refused = await post(url, bearer(token, 'alpha'));
      expect(refused).toMatchObject({ status: 403, body: { code: 403, reason: 'Forbidden' } });
      expect(refused.body.message).toContain('data analysts');
    }
    expect((await call('GET', RISK_CONFIG, token)).statusCode).toBe(403);
  });

  it('lets a data analyst administer, and read the settings, but not the scored sign-ins', async () => {
    const token = await fixture.token('alpha', 'dataanalyst');
    expect((await post(BUCKETS, bearer(token, 'alpha'), { prefix: '', max: 10 })).status).toBe(200);
    expect((await post(DATASOURCES, bearer(token, 'alpha'))).status).toBe(200);
    expect((await call('GET', RISK_CONFIG, token)).statusCode).toBe(200);
    expect((await call('GET', SETTINGS, token)).statusCode).toBe(200);
    const search = await post(RISK_EVENTS, bearer(token, 'alpha'), RISK_EVENT_COUNT);
    expect(search).toMatchObject({ status: 403, body: { code: 403, reason: 'Forbidden' } });
    expect(search.body.message).toContain('fraud analysts');
  });

  it('admits an analyst only in their own realm', async () => {
    const token = await fixture.token('alpha', 'fraudanalyst');
    expect((await post(RISK_EVENTS, bearer(token, 'bravo'), RISK_EVENT_COUNT)).status).toBe(403);
  });

  it('answers 404 while the feature is switched off through the IDM configuration', async () => {
    const admin = await fixture.token('root', 'amadmin');
    const idm = (method: 'GET' | 'PUT', payload?: Record<string, unknown>) =>
      fixture.platform.app.inject({
        method,
        url: '/openidm/config/ui/features',
        headers: { authorization: `Bearer ${admin}` },
        ...(payload ? { payload } : {}),
      });
    const stored = (await idm('GET')).json<{ features: { name: string; enabled: boolean }[] }>();
    const withAutoAccess = (enabled: boolean) => ({
      features: stored.features.map((feature) =>
        feature.name === 'autoAccess' ? { ...feature, enabled } : feature,
      ),
    });
    expect((await idm('PUT', withAutoAccess(false))).statusCode).toBe(200);
    try {
      const token = await fixture.token('alpha', 'realmadmin');
      for (const url of [BUCKETS, DATASOURCES]) {
        expect(await post(url, bearer(token, 'alpha'))).toEqual({
          status: 404,
          body: { code: 404, reason: 'Not Found', message: 'auto access is not enabled' },
        });
      }
    } finally {
      expect((await idm('PUT', withAutoAccess(true))).statusCode).toBe(200);
    }
    const token = await fixture.token('alpha', 'realmadmin');
    expect((await post(BUCKETS, bearer(token, 'alpha'))).status).toBe(200);
  });

  it('admits the platform administrator in root', async () => {
    const token = await fixture.token('root', 'amadmin');
    expect((await post(DATASOURCES, bearer(token, 'root'))).status).toBe(200);
  });
});
