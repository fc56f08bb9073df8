import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

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
      configuration: { lang: 'en', defaultLocale: 'en', platformSettings: { hostedPages: true } },
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
    ]);
    expect(body.result.filter((feature) => feature.enabled).map((feature) => feature.name)).toEqual(
      ['governance', 'workforce', 'autoAccess'],
    );
    expect(body).toMatchObject({ resultCount: 5, pagedResultsCookie: null, totalPagedResults: -1 });
  });

  it('applies the filter to the features', async () => {
    const filter = encodeURIComponent('name sw "auto" and enabled eq false');
    const response = await idm.app.inject({
      method: 'GET',
      url: `/openidm/info/features?_queryFilter=${filter}`,
    });
    expect(response.json<{ result: { name: string }[] }>().result.map((f) => f.name)).toEqual([
      'automatedReports',
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
