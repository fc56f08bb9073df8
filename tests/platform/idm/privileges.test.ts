import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../../src/platform/am/accounts.js';
import { principalOf } from '../../../src/platform/am/principal.js';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import {
  HELP_DESK_PRIVILEGE,
  HELP_DESK_ROLE_ID,
  HELP_DESK_USER,
  REALM_ADMINS,
} from '../../../src/platform/store/seed/privileges.js';
import { ADMIN, bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

const READABLE = [
  'userName',
  'givenName',
  'sn',
  'mail',
  'accountStatus',
  'telephoneNumber',
  'city',
  'country',
];
const WRITABLE = ['givenName', 'sn', 'mail', 'telephoneNumber'];

interface Row {
  id: string;
  rev: number;
  doc: Record<string, unknown>;
}

let idm: IdmTestApp;
let alpha: Row[];
const demoId = DEMO_USERS.alpha.id;

/** Active alpha users without authorization roles: what the help desk's filter covers. */
const covered = () =>
  alpha.filter((row) => row.doc.accountStatus === 'active' && row.doc.authzRoles === undefined);
const uncovered = () => alpha.find((row) => row.doc.accountStatus !== 'active')!;

beforeAll(async () => {
  idm = await createIdmTestApp(30);
  alpha = await idm.db
    .selectFrom('managed_objects')
    .select(['id', 'rev', 'doc'])
    .where('type', '=', 'alpha_user')
    .execute();
  const helpDesk = await findAccountByUsername(idm.db, 'alpha', 'helpdesk');
  const realmAdmin = await findAccountByUsername(idm.db, 'alpha', 'realmadmin');
  idm.signIn('helpdesk', principalOf(helpDesk!));
  idm.signIn('realmadmin', principalOf(realmAdmin!));
}, 60_000);
afterAll(() => idm.close());

function get(url: string, token: string) {
  return idm.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function patch(id: string, token: string, operations: object[], rev: number | string) {
  return idm.app.inject({
    method: 'PATCH',
    url: `/openidm/managed/alpha_user/${id}`,
    headers: { ...bearer(token), 'if-match': `"${rev}"` },
    payload: operations,
  });
}

const replace = (field: string, value: unknown) => ({ operation: 'replace', field, value });

describe('stored authorization roles', () => {
  it('give the principal the roles stored on the user', () => {
    const helpDesk = alpha.find((row) => row.id === HELP_DESK_USER.id)!;
    expect(helpDesk.doc.authzRoles).toEqual([{ _ref: `internal/role/${HELP_DESK_ROLE_ID}` }]);
    const principal = principalOf({
      realm: 'alpha',
      userId: helpDesk.id,
      username: 'helpdesk',
      profile: helpDesk.doc,
      active: true,
    });
    expect(principal.roles).toEqual([
      'internal/role/openidm-authorized',
      `internal/role/${HELP_DESK_ROLE_ID}`,
    ]);
    const demo = alpha.find((row) => row.id === demoId)!;
    expect(
      principalOf({
        realm: 'alpha',
        userId: demoId,
        username: 'demo',
        profile: demo.doc,
        active: true,
      }).roles,
    ).toEqual(['internal/role/openidm-authorized']);
  });

  it('make each realm administrator an administrator, in the IDM login answer too', async () => {
    for (const realm of ['root', 'alpha', 'bravo'] as const) {
      const account = await findAccountByUsername(idm.db, realm, 'realmadmin');
      expect(account?.userId).toBe(REALM_ADMINS[realm].id);
      expect(principalOf(account!).roles).toContain('internal/role/openidm-admin');
    }
    const login = await idm.app.inject({
      method: 'POST',
      url: '/openidm/authentication?_action=login',
      headers: bearer('realmadmin'),
    });
    expect(login.json()).toMatchObject({
      authorization: {
        id: REALM_ADMINS.alpha.id,
        component: 'managed/alpha_user',
        roles: expect.arrayContaining(['internal/role/openidm-admin']) as unknown,
      },
    });
  });
});

describe('GET /openidm/privilege?_action=listPrivileges', () => {
  it("lists the delegated administrator's resources with their title and icon", async () => {
    const response = await get('/openidm/privilege?_action=listPrivileges', 'helpdesk');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: 'managed/alpha_user',
        privilegePath: 'managed/alpha_user',
        title: 'Alpha realm - Users',
        icon: 'fa-user',
        'mat-icon': 'people',
      },
    ]);
  });

  it('lists nothing for a user without privileges or an administrator', async () => {
    expect((await get('/openidm/privilege?_action=listPrivileges', 'alpha-demo')).json()).toEqual(
      [],
    );
    expect((await get('/openidm/privilege?_action=listPrivileges', 'admin')).json()).toEqual([]);
    expect((await get('/openidm/privilege?_action=other', 'alpha-demo')).statusCode).toBe(400);
    expect((await get('/openidm/privilege?_action=listPrivileges', 'nobody')).statusCode).toBe(401);
  });
});

describe('GET /openidm/privilege/managed/{object}[/{id}]', () => {
  it('tells the delegated administrator which attributes they may read and write', async () => {
    const response = await get('/openidm/privilege/managed/alpha_user', 'helpdesk');
    expect(response.json()).toEqual({
      VIEW: { allowed: true, properties: READABLE },
      CREATE: { allowed: false, properties: [] },
      UPDATE: { allowed: true, properties: WRITABLE },
      DELETE: { allowed: false },
      ACTION: { allowed: false, actions: [] },
    });
    const one = await get(`/openidm/privilege/managed/alpha_user/${demoId}`, 'helpdesk');
    expect(one.json()).toMatchObject({ UPDATE: { allowed: true, properties: WRITABLE } });
  });

  it('is Forbidden without a privilege, or on an object outside the filter', async () => {
    expect((await get('/openidm/privilege/managed/alpha_user', 'alpha-demo')).statusCode).toBe(403);
    expect((await get('/openidm/privilege/managed/bravo_user', 'helpdesk')).statusCode).toBe(403);
    const outside = uncovered();
    expect(
      (await get(`/openidm/privilege/managed/alpha_user/${outside.id}`, 'helpdesk')).statusCode,
    ).toBe(403);
    expect(
      (await get(`/openidm/privilege/managed/alpha_user/${REALM_ADMINS.alpha.id}`, 'helpdesk'))
        .statusCode,
    ).toBe(403);
  });

  it('grants an administrator everything, and a user their own editable attributes', async () => {
    const admin = (await get('/openidm/privilege/managed/alpha_user', 'admin')).json<{
      VIEW: { properties: string[] };
      DELETE: { allowed: boolean };
    }>();
    expect(admin.VIEW.properties).toContain('postalCode');
    expect(admin.VIEW.properties).not.toContain('password');
    expect(admin.DELETE.allowed).toBe(true);
    const own = (await get(`/openidm/privilege/managed/alpha_user/${demoId}`, 'alpha-demo')).json<{
      UPDATE: { properties: string[] };
    }>();
    expect(own.UPDATE.properties).toContain('givenName');
    expect(own.UPDATE.properties).not.toContain('accountStatus');
  });
});

describe('managed objects through a privilege', () => {
  it('queries only the objects the filter covers, with only the readable attributes', async () => {
    const response = await get(
      '/openidm/managed/alpha_user?_queryFilter=true&_sortKeys=sn&_totalPagedResultsPolicy=EXACT&_pageSize=100',
      'helpdesk',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: Record<string, unknown>[]; totalPagedResults: number }>();
    const expected = covered().map((row) => row.id);
    expect(body.totalPagedResults).toBe(expected.length);
    expect(body.result.map((user) => user._id).sort()).toEqual(expected.sort());
    expect(expected).toContain(demoId);
    expect(expected).not.toContain(REALM_ADMINS.alpha.id);
    for (const user of body.result) {
      expect(Object.keys(user).every((key) => ['_id', '_rev', ...READABLE].includes(key))).toBe(
        true,
      );
    }
  });

  it('refuses to filter or sort on an attribute it cannot read', async () => {
    const byPostalCode = await get(
      '/openidm/managed/alpha_user?_queryFilter=postalCode%20sw%20%221%22',
      'helpdesk',
    );
    expect(byPostalCode.statusCode).toBe(403);
    const sorted = await get(
      '/openidm/managed/alpha_user?_queryFilter=true&_sortKeys=-postalCode',
      'helpdesk',
    );
    expect(sorted.statusCode).toBe(403);
    const searched = await get(
      '/openidm/managed/alpha_user?_queryFilter=givenName%20co%20%22a%22',
      'helpdesk',
    );
    expect(searched.statusCode).toBe(200);
  });

  it('reads a covered object without the attributes it does not grant, or its notifications', async () => {
    const response = await get(
      `/openidm/managed/alpha_user/${demoId}?_fields=*,_notifications/*`,
      'helpdesk',
    );
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    expect(user).toMatchObject({ _id: demoId, userName: 'demo', givenName: 'Demo' });
    expect(user).not.toHaveProperty('postalCode');
    expect(user).not.toHaveProperty('_notifications');
  });

  it('is Forbidden on an object outside the filter, or a type without a privilege', async () => {
    expect(
      (await get(`/openidm/managed/alpha_user/${uncovered().id}`, 'helpdesk')).statusCode,
    ).toBe(403);
    expect(
      (await get(`/openidm/managed/alpha_user/${REALM_ADMINS.alpha.id}`, 'helpdesk')).statusCode,
    ).toBe(403);
    expect(
      (await get(`/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`, 'helpdesk')).statusCode,
    ).toBe(403);
    expect(
      (await get('/openidm/managed/bravo_user?_queryFilter=true', 'helpdesk')).statusCode,
    ).toBe(403);
    expect((await get('/openidm/managed/alpha_user/no-such-user', 'helpdesk')).statusCode).toBe(
      404,
    );
  });

  it('keeps a user without the privilege to themself', async () => {
    const other = covered().find((row) => row.id !== demoId)!;
    expect((await get(`/openidm/managed/alpha_user/${other.id}`, 'alpha-demo')).statusCode).toBe(
      403,
    );
    expect((await patch(other.id, 'alpha-demo', [replace('/sn', 'X')], other.rev)).statusCode).toBe(
      403,
    );
    expect(
      (await get('/openidm/managed/alpha_user?_queryFilter=true', 'alpha-demo')).statusCode,
    ).toBe(403);
  });

  it('updates a Read/Write attribute with the revision, and answers what it may read', async () => {
    const target = covered().find((row) => row.id !== demoId && row.id !== HELP_DESK_USER.id)!;
    const before = (await findManagedObject(idm.db, 'alpha_user', target.id))!;
    const response = await patch(
      target.id,
      'helpdesk',
      [replace('/telephoneNumber', '+44 20 7946 0001')],
      before.rev,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ telephoneNumber: '+44 20 7946 0001' });
    expect(response.json()).not.toHaveProperty('postalCode');
    const after = (await findManagedObject(idm.db, 'alpha_user', target.id))!;
    expect(after.rev).toBe(before.rev + 1);
    expect(after.doc.telephoneNumber).toBe('+44 20 7946 0001');
    expect(after.doc.postalCode).toBe(before.doc.postalCode);

    const stale = await patch(target.id, 'helpdesk', [replace('/sn', 'Stale')], before.rev);
    expect(stale.statusCode).toBe(412);
  });

  it('refuses read-only and ungranted attributes, and objects outside the filter, changing nothing', async () => {
    const target = covered().find((row) => row.id !== demoId && row.id !== HELP_DESK_USER.id)!;
    const before = (await findManagedObject(idm.db, 'alpha_user', target.id))!;
    for (const operation of [
      replace('/accountStatus', 'blocked'),
      replace('/userName', 'renamed'),
      replace('/postalCode', '12345'),
      { operation: 'add', field: '/authzRoles/-', value: { _ref: 'internal/role/openidm-admin' } },
      replace('/password', 'Another!Passw0rd'),
    ]) {
      const response = await patch(target.id, 'helpdesk', [operation], before.rev);
      expect(response.statusCode, operation.field).toBe(403);
    }
    const mixed = await patch(
      target.id,
      'helpdesk',
      [replace('/givenName', 'Changed'), replace('/accountStatus', 'inactive')],
      before.rev,
    );
    expect(mixed.statusCode).toBe(403);
    const outside = uncovered();
    expect(
      (await patch(outside.id, 'helpdesk', [replace('/sn', 'X')], outside.rev)).statusCode,
    ).toBe(403);
    expect(await findManagedObject(idm.db, 'alpha_user', target.id)).toEqual(before);
  });

  it('checks the privilege before the revision, so a stale If-Match tells an outsider nothing', async () => {
    const outside = uncovered();
    const wrongRevision = outside.rev + 7;
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await idm.app.inject({
        method,
        url: `/openidm/managed/alpha_user/${outside.id}`,
        headers: { ...bearer('helpdesk'), 'if-match': `"${wrongRevision}"` },
        ...(method === 'PATCH' ? { payload: [replace('/sn', 'X')] } : {}),
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it('lets an administrator, by stored role, through everything', async () => {
    const all = await get(
      '/openidm/managed/alpha_user?_queryFilter=true&_totalPagedResultsPolicy=EXACT&_pageSize=1',
      'realmadmin',
    );
    expect(all.json<{ totalPagedResults: number }>().totalPagedResults).toBe(alpha.length);
    const outside = uncovered();
    const read = await get(`/openidm/managed/alpha_user/${outside.id}`, 'realmadmin');
    expect(read.json()).toHaveProperty('postalCode');
    const updated = await patch(
      outside.id,
      'realmadmin',
      [replace('/accountStatus', 'active')],
      outside.rev,
    );
    expect(updated.statusCode).toBe(200);
    expect(
      (await get(`/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`, 'admin')).statusCode,
    ).toBe(200);
    expect(ADMIN.roles).toContain('internal/role/openidm-admin');
  });
});

describe('deleting managed objects through a privilege', () => {
  const remove = (id: string, token: string) =>
    idm.app.inject({
      method: 'DELETE',
      url: `/openidm/managed/alpha_user/${id}`,
      headers: bearer(token),
    });
  const exists = async (id: string) =>
    (await idm.db
      .selectFrom('managed_objects')
      .select('id')
      .where('type', '=', 'alpha_user')
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined;

  it('is Forbidden without Delete, and allowed within the filter of a privilege that grants it', async () => {
    const [target, other] = covered().filter((row) => row.id !== demoId);
    expect((await remove(target!.id, 'helpdesk')).statusCode).toBe(403);
    expect(await exists(target!.id)).toBe(true);

    const role = await idm.app.inject({
      method: 'PUT',
      url: '/openidm/internal/role/removers',
      headers: bearer('admin'),
      payload: {
        name: 'Removers',
        privileges: [
          {
            name: 'One alpha user',
            path: 'managed/alpha_user',
            permissions: ['VIEW', 'DELETE'],
            filter: `/userName eq "${String(target!.doc.userName)}"`,
            accessFlags: [{ attribute: 'userName', readOnly: true }],
          },
        ],
      },
    });
    expect(role.statusCode).toBe(200);
    idm.signIn('remover', {
      ...endUser('alpha', 'a-remover', 'remover'),
      roles: ['internal/role/openidm-authorized', 'internal/role/removers'],
    });
    expect((await remove(other!.id, 'remover')).statusCode).toBe(403);
    expect(await exists(other!.id)).toBe(true);
    const removed = await remove(target!.id, 'remover');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      _id: target!.id,
      _rev: expect.any(String) as unknown,
      userName: target!.doc.userName,
    });
    expect(await exists(target!.id)).toBe(false);
  });
});

describe('/openidm/internal/role/{id}', () => {
  const put = (id: string, body: object, token = 'admin', ifMatch?: string) =>
    idm.app.inject({
      method: 'PUT',
      url: `/openidm/internal/role/${id}`,
      headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: body,
    });

  it('serves the seeded Help desk role to administrators only', async () => {
    const response = await get(`/openidm/internal/role/${HELP_DESK_ROLE_ID}`, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: HELP_DESK_ROLE_ID,
      _rev: '1',
      name: 'Help desk',
      privileges: [HELP_DESK_PRIVILEGE],
    });
    expect((await get(`/openidm/internal/role/${HELP_DESK_ROLE_ID}`, 'helpdesk')).statusCode).toBe(
      403,
    );
  });

  it('refuses privileges that break the shared privilege rules, naming each rule', async () => {
    const response = await put('auditors', {
      name: 'Auditors',
      privileges: [
        {
          name: 'Users',
          path: 'managed/alpha_user',
          permissions: ['UPDATE'],
          accessFlags: [{ attribute: 'sn', readOnly: true }],
        },
        {
          name: 'Creators',
          path: 'managed/alpha_user',
          permissions: ['VIEW', 'CREATE'],
          accessFlags: [{ attribute: 'userName', readOnly: false }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid privileges',
      detail: {
        privileges: [
          {
            index: 0,
            violations: [{ message: 'validation.privilege.readWriteAttributeRequired' }],
          },
          {
            index: 1,
            violations: [
              {
                message: 'validation.privilege.requiredAttributesReadWrite',
                values: { attributes: ['givenName', 'sn', 'mail'] },
              },
            ],
          },
        ],
      },
    });
    const badFilter = await put('auditors', {
      name: 'Auditors',
      privileges: [{ ...HELP_DESK_PRIVILEGE, filter: '/sn eq' }],
    });
    expect(badFilter.statusCode).toBe(400);
    expect((await get('/openidm/internal/role/auditors', 'admin')).statusCode).toBe(404);
  });

  it('stores a valid role with its revision, and its privileges apply at once', async () => {
    const created = await put('readers', {
      name: 'Readers',
      privileges: [
        {
          name: 'Bravo users',
          path: 'managed/bravo_user',
          permissions: ['VIEW'],
          accessFlags: [{ attribute: 'userName', readOnly: true }],
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers.etag).toBe('"1"');
    const roles = ['internal/role/openidm-authorized', 'internal/role/readers'];
    idm.signIn('reader', { ...endUser('bravo', REALM_ADMINS.bravo.id, 'reader'), roles });
    idm.signIn('alpha-reader', { ...endUser('alpha', demoId), roles });
    const read = await get(`/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`, 'reader');
    expect(read.json()).toEqual({ _id: DEMO_USERS.bravo.id, _rev: '1', userName: 'demo' });
    expect(
      (await get(`/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`, 'alpha-reader')).statusCode,
    ).toBe(403);
    expect(
      (await put('readers', { name: 'Readers', privileges: [] }, 'admin', '"7"')).statusCode,
    ).toBe(412);
    expect(
      (await put('readers', { name: 'Readers', privileges: [] }, 'admin', '"1"')).statusCode,
    ).toBe(200);
    expect(
      (await get(`/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`, 'reader')).statusCode,
    ).toBe(403);
    expect((await put('readers', { name: 'Readers' }, 'helpdesk')).statusCode).toBe(403);
  });
});
