import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../../src/platform/am/accounts.js';
import { principalOf } from '../../../src/platform/am/principal.js';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { privilegesOfRoles } from '../../../src/platform/idm/privileges/internal-roles-store.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
const demoId = DEMO_USERS.alpha.id;
const PHONE_PRIVILEGE = {
  name: 'Phones',
  path: 'managed/alpha_user',
  permissions: ['VIEW', 'UPDATE'],
  accessFlags: [
    { attribute: 'userName', readOnly: true },
    { attribute: 'telephoneNumber', readOnly: false },
  ],
};

beforeAll(async () => {
  idm = await createIdmTestApp(12);
  const realmAdmin = await findAccountByUsername(idm.db, 'alpha', 'realmadmin');
  const bravoAdmin = await findAccountByUsername(idm.db, 'bravo', 'realmadmin');
  idm.signIn('realmadmin', principalOf(realmAdmin!));
  idm.signIn('bravo-admin', principalOf(bravoAdmin!));
}, 60_000);
afterAll(() => idm.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  idm.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(method === 'PUT' ? { 'if-match': '*' } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('internal roles for realm administrators', () => {
  it('lists only the roles of their realm, sorted and paged', async () => {
    await call('PUT', '/openidm/internal/role/phones-1', 'realmadmin', {
      name: 'Phones',
      privileges: [PHONE_PRIVILEGE],
    });
    const list = await call(
      'GET',
      '/openidm/internal/role?_queryFilter=true&_pageSize=10&_totalPagedResultsPolicy=EXACT',
      'realmadmin',
    );
    expect(list.statusCode).toBe(200);
    const body = list.json<{ result: { name: string }[]; totalPagedResults: number }>();
    expect(body.result.map((role) => role.name)).toEqual(['Help desk', 'Phones']);
    expect(body.totalPagedResults).toBe(2);
    const bravo = await call('GET', '/openidm/internal/role?_queryFilter=true', 'bravo-admin');
    expect(bravo.json<{ result: unknown[] }>().result).toEqual([]);
    const searched = await call(
      'GET',
      `/openidm/internal/role?_queryFilter=${encodeURIComponent('name sw "Pho"')}`,
      'realmadmin',
    );
    expect(searched.json<{ result: { _id: string }[] }>().result.map((role) => role._id)).toEqual([
      'phones-1',
    ]);
  });

  it("grants a role to a user of their realm and takes it back; another realm's admin is refused", async () => {
    const member = { _ref: `managed/alpha_user/${demoId}` };
    const url = '/openidm/internal/role/phones-1/authzMembers?_action=create';
    expect((await call('POST', url, 'bravo-admin', member)).statusCode).toBe(403);
    expect((await call('POST', url, 'realmadmin', member)).statusCode).toBe(200);
    const granted = await findManagedObject(idm.db, 'alpha_user', demoId);
    expect(granted!.doc.authzRoles).toEqual([{ _ref: 'internal/role/phones-1' }]);
    const removed = await call(
      'DELETE',
      `/openidm/internal/role/phones-1/authzMembers/alpha_user/${demoId}`,
      'realmadmin',
    );
    expect(removed.statusCode).toBe(200);
    expect((await findManagedObject(idm.db, 'alpha_user', demoId))!.doc.authzRoles).toBeUndefined();
  });

  it('refuses to grant the administrator role', async () => {
    const response = await call(
      'POST',
      '/openidm/internal/role/openidm-admin/authzMembers?_action=create',
      'realmadmin',
      { _ref: `managed/alpha_user/${demoId}` },
    );
    expect(response.statusCode).toBe(403);
  });

  it('grants privileges only within the time constraint', async () => {
    const saved = await call('PUT', '/openidm/internal/role/phones-2', 'realmadmin', {
      name: 'Phones in 2030',
      privileges: [PHONE_PRIVILEGE],
      temporalConstraints: [{ duration: '2030-01-01T00:00:00.000Z/2030-12-31T00:00:00.000Z' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(await privilegesOfRoles(idm.db, ['phones-2'], new Date('2029-06-01'))).toEqual([]);
    expect(await privilegesOfRoles(idm.db, ['phones-2'], new Date('2030-06-01'))).toHaveLength(1);
    const invalid = await call('PUT', '/openidm/internal/role/phones-3', 'realmadmin', {
      name: 'Backwards',
      privileges: [PHONE_PRIVILEGE],
      temporalConstraints: [{ duration: '2030-12-31T00:00:00.000Z/2030-01-01T00:00:00.000Z' }],
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes a role of their realm', async () => {
    expect((await call('DELETE', '/openidm/internal/role/phones-2', 'realmadmin')).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/openidm/internal/role/phones-2', 'realmadmin')).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', '/openidm/internal/role/openidm-admin', 'realmadmin')).statusCode,
    ).toBe(403);
  });

  it('records each change in the activity log of the realm, with the object before and after', async () => {
    const log = await call(
      'GET',
      '/openidm/audit/activity?objectType=internal%2Frole&_pageSize=50',
      'realmadmin',
    );
    expect(log.statusCode).toBe(200);
    const entries = log.json<{
      result: {
        objectId: string;
        operation: string;
        userName: string;
        before: unknown;
        after: unknown;
      }[];
    }>().result;
    expect(entries.map((entry) => `${entry.operation} ${entry.objectId}`)).toEqual([
      'delete phones-2',
      'create phones-2',
      'create phones-1',
    ]);
    expect(entries[0]).toMatchObject({ userName: 'realmadmin', after: null });
    expect(entries[0]!.before).toMatchObject({ name: 'Phones in 2030' });
    const members = await call(
      'GET',
      '/openidm/audit/activity?objectType=managed%2Falpha_user',
      'realmadmin',
    );
    expect(
      members
        .json<{ result: { operation: string; after: unknown }[] }>()
        .result.map((entry) => entry.operation),
    ).toEqual(['unassign', 'assign']);
    const bravo = await call('GET', '/openidm/audit/activity', 'bravo-admin');
    expect(bravo.json<{ result: unknown[] }>().result).toEqual([]);
  });
});
