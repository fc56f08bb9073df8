import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../../src/platform/am/accounts.js';
import { principalOf } from '../../../src/platform/am/principal.js';
import { down, up } from '../../../src/platform/store/migrations/0016-custom-endpoints.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;

beforeAll(async () => {
  idm = await createIdmTestApp(4);
  const alphaAdmin = await findAccountByUsername(idm.db, 'alpha', 'realmadmin');
  const bravoAdmin = await findAccountByUsername(idm.db, 'bravo', 'realmadmin');
  idm.signIn('alpha-admin', principalOf(alphaAdmin!));
  idm.signIn('bravo-admin', principalOf(bravoAdmin!));
}, 60_000);
afterAll(() => idm.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (
  method: Method,
  url: string,
  token: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) =>
  idm.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

interface Endpoint {
  _id: string;
  _rev: string;
  name: string;
  behaviour: string;
  deployed: boolean;
}

async function read(name: string, token = 'alpha-admin'): Promise<Endpoint> {
  const response = await call('GET', `/openidm/config/endpoint/${name}`, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toBe(`"${response.json<Endpoint>()._rev}"`);
  return response.json<Endpoint>();
}

const act = (name: string, action: 'deploy' | 'undeploy', rev?: string, token = 'alpha-admin') =>
  call('POST', `/openidm/config/endpoint/${name}?_action=${action}`, token, {
    ...(rev === undefined ? {} : { headers: { 'if-match': `"${rev}"` } }),
    payload: {},
  });

describe('custom endpoints', () => {
  it("lists the realm's seeded endpoints, deployed, searched, sorted and paged", async () => {
    const all = await call(
      'GET',
      '/openidm/config/endpoint?_queryFilter=true&_totalPagedResultsPolicy=EXACT',
      'alpha-admin',
    );
    expect(all.statusCode).toBe(200);
    const body = all.json<{ result: Endpoint[]; totalPagedResults: number }>();
    expect(body.result.map((endpoint) => [endpoint.name, endpoint.deployed])).toEqual([
      ['echo', true],
      ['health', true],
      ['linkedApplications', true],
    ]);
    const page = await call(
      'GET',
      `/openidm/config/endpoint?_queryFilter=${encodeURIComponent('name co "h"')}&_sortKeys=-name&_pageSize=1&_totalPagedResultsPolicy=EXACT`,
      'alpha-admin',
    );
    const paged = page.json<{ result: Endpoint[]; totalPagedResults: number }>();
    expect(paged.result.map((endpoint) => endpoint.name)).toEqual(['health']);
    expect(paged.totalPagedResults).toBe(2);
  });

  it('runs a deployed endpoint for a signed-in user of the realm', async () => {
    const echo = await call('POST', '/openidm/endpoint/echo?probe=1', 'alpha-demo', {
      payload: { hello: 'world' },
    });
    expect(echo.statusCode).toBe(200);
    expect(echo.json()).toMatchObject({
      endpoint: 'endpoint/echo',
      method: 'POST',
      query: { probe: '1' },
      caller: { realm: 'alpha', userName: 'demo' },
      body: { hello: 'world' },
    });
    expect(JSON.stringify(echo.json())).not.toContain('Bearer');
    const linked = await call('GET', '/openidm/endpoint/linkedApplications', 'alpha-demo');
    expect(linked.json<{ count: number }>().count).toBeGreaterThan(0);
    expect((await call('DELETE', '/openidm/endpoint/health', 'alpha-demo')).statusCode).toBe(405);
    expect((await call('GET', '/openidm/endpoint/nothing', 'alpha-demo')).statusCode).toBe(404);
    expect(
      (await idm.app.inject({ method: 'GET', url: '/openidm/endpoint/health' })).statusCode,
    ).toBe(401);
  });

  it('answers 404 to every method once undeployed, and 200 again after redeploying', async () => {
    const before = await read('echo');
    const undeployed = await act('echo', 'undeploy', before._rev);
    expect(undeployed.statusCode).toBe(200);
    expect(undeployed.json<Endpoint>()).toMatchObject({ deployed: false });
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, '/openidm/endpoint/echo', 'alpha-demo');
      expect(response.statusCode, method).toBe(404);
    }
    expect((await call('GET', '/openidm/endpoint/echo', 'bravo-demo')).statusCode).toBe(200);
    expect((await read('echo', 'bravo-admin')).deployed).toBe(true);

    const redeployed = await act('echo', 'deploy', undeployed.json<Endpoint>()._rev);
    expect(redeployed.statusCode).toBe(200);
    expect((await call('GET', '/openidm/endpoint/echo', 'alpha-demo')).statusCode).toBe(200);
  });

  it('needs the revision (428) and refuses a stale one (412)', async () => {
    const current = await read('health');
    expect((await act('health', 'undeploy')).statusCode).toBe(428);
    expect((await act('health', 'undeploy', String(Number(current._rev) - 1))).statusCode).toBe(
      412,
    );
    const byBody = await call(
      'POST',
      '/openidm/config/endpoint/health?_action=undeploy',
      'alpha-admin',
      { payload: { _rev: current._rev } },
    );
    expect(byBody.statusCode).toBe(200);
    expect((await read('health')).deployed).toBe(false);
    expect((await act('health', 'deploy', byBody.json<Endpoint>()._rev)).statusCode).toBe(200);
    expect((await call('GET', '/openidm/endpoint/health', 'alpha-demo')).statusCode).toBe(200);
  });

  it('refuses users who are not administrators, and unknown actions', async () => {
    const current = await read('health');
    expect(
      (await call('GET', '/openidm/config/endpoint?_queryFilter=true', 'alpha-demo')).statusCode,
    ).toBe(403);
    expect((await call('GET', '/openidm/config/endpoint/health', 'alpha-demo')).statusCode).toBe(
      403,
    );
    expect((await act('health', 'undeploy', current._rev, 'alpha-demo')).statusCode).toBe(403);
    const unknown = await call(
      'POST',
      '/openidm/config/endpoint/health?_action=delete',
      'alpha-admin',
      { headers: { 'if-match': `"${current._rev}"` }, payload: {} },
    );
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call('PUT', '/openidm/config/endpoint/health', 'alpha-admin', { payload: {} }))
        .statusCode,
    ).toBe(405);
    expect((await read('health')).deployed).toBe(true);
  });

  it("keeps each realm's endpoints apart", async () => {
    const bravo = await read('linkedApplications', 'bravo-admin');
    const undeployed = await act('linkedApplications', 'undeploy', bravo._rev, 'bravo-admin');
    expect(undeployed.statusCode).toBe(200);
    expect((await read('linkedApplications')).deployed).toBe(true);
    expect(
      (await call('GET', '/openidm/endpoint/linkedApplications', 'bravo-demo')).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/openidm/endpoint/linkedApplications', 'alpha-demo')).statusCode,
    ).toBe(200);
    await act('linkedApplications', 'deploy', undeployed.json<Endpoint>()._rev, 'bravo-admin');
  });

  it('records every deploy and undeploy in the activity log, with before and after', async () => {
    const rows = await idm.db
      .selectFrom('admin_activity')
      .selectAll()
      .where('object_type', '=', 'endpoint')
      .where('realm', '=', 'alpha')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.object_id, row.user_name])).toEqual([
      ['endpoint/echo', 'realmadmin'],
      ['endpoint/echo', 'realmadmin'],
      ['endpoint/health', 'realmadmin'],
      ['endpoint/health', 'realmadmin'],
    ]);
    expect(rows[0]!.before).toMatchObject({ deployed: true });
    expect(rows[0]!.after).toMatchObject({ deployed: false });
    expect(rows[1]!.after).toMatchObject({ deployed: true });
  });

  it('gives a store seeded before custom endpoints existed the seeded ones, deployed', async () => {
    await down(idm.db as unknown as Kysely<unknown>);
    await up(idm.db as unknown as Kysely<unknown>);
    const rows = await idm.db
      .selectFrom('custom_endpoints')
      .select(['realm', 'name', 'deployed'])
      .orderBy('realm')
      .orderBy('name')
      .execute();
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((row) => row.realm))).toEqual(new Set(['root', 'alpha', 'bravo']));
    expect(rows.every((row) => row.deployed)).toBe(true);
  });
});
