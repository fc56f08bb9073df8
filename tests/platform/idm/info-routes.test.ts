import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

describe('IDM info routes (anonymous)', () => {
  it('answers the product version', async () => {
    const response = await idm.app.inject({ method: 'GET', url: '/openidm/info/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: 'version', productVersion: '7.5.1' });
    expect(response.json()).toHaveProperty('productBuildDate');
    expect(response.json()).toHaveProperty('productRevision');
  });

  it('answers the UI configuration from ui/configuration', async () => {
    const response = await idm.app.inject({ method: 'GET', url: '/openidm/info/uiconfig' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configuration: {
        lang: 'en',
        defaultLocale: 'en',
        platformSettings: {
          hostedPages: true,
          helpUrl: 'https://support.pingidentity.com/',
          docsUrl: 'https://docs.pingidentity.com/',
        },
      },
    });
  });

  it('lists the features in a query envelope', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/info/features?_queryFilter=true',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      result: { name: string; enabled: boolean }[];
      resultCount: number;
    }>();
    expect(body.result.map((feature) => feature.name)).toEqual([
      'governance',
      'workforce',
      'automatedReports',
      'autoAccess',
      'workflow',
      'analyticsReporting',
      'secrets',
      'serviceAccountUi',
      'extendedSamlConfig',
      'newMultiselect',
      'promotionViaApi',
    ]);
    expect(body.result.filter((feature) => feature.enabled).map((feature) => feature.name)).toEqual(
      ['governance', 'workforce', 'automatedReports', 'autoAccess'],
    );
    expect(body).toMatchObject({
      resultCount: 11,
      pagedResultsCookie: null,
      totalPagedResults: -1,
    });
  });

  it('applies the filter to the features', async () => {
    const filter = encodeURIComponent('name sw "auto" and enabled eq true');
    const response = await idm.app.inject({
      method: 'GET',
      url: `/openidm/info/features?_queryFilter=${filter}`,
    });
    expect(response.json<{ result: { name: string }[] }>().result.map((f) => f.name)).toEqual([
      'automatedReports',
      'autoAccess',
    ]);
  });

  it('rejects a malformed features filter with its position', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: `/openidm/info/features?_queryFilter=${encodeURIComponent('name eq')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'Bad Request',
      message: 'Invalid query filter at position 7: expected a value',
      detail: { position: 7 },
    });
  });
});

describe('IDM tenant info', () => {
  const tenant = (headers: Record<string, string> = {}) =>
    idm.app.inject({ method: 'GET', url: '/openidm/info/tenant', headers });

  it("answers the tenant's name, subscription, region, tier and lock to a signed-in caller", async () => {
    const response = await tenant(bearer('alpha-demo'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: 'tenant',
      name: 'identity-console',
      subscription: 'Enterprise',
      region: 'europe-west2',
      currentTier: 'development',
      locked: false,
    });
    expect((await tenant()).statusCode).toBe(401);
  });

  it('follows ui/tenant, which only the platform administrator changes, and checks it', async () => {
    const put = (token: string, doc: object) =>
      idm.app.inject({
        method: 'PUT',
        url: '/openidm/config/ui/tenant',
        headers: bearer(token),
        payload: doc,
      });
    const locked = { name: 'acme-prod', currentTier: 'production', locked: true };
    expect((await put('alpha-demo', locked)).statusCode).toBe(403);
    expect((await put('admin', { name: '', locked: 'yes' })).statusCode).toBe(400);
    expect((await put('admin', locked)).statusCode).toBe(200);
    expect((await tenant(bearer('bravo-demo'))).json()).toEqual({ _id: 'tenant', ...locked });
  });
});
