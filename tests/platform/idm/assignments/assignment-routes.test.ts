import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../../../src/platform/am/accounts.js';
import { principalOf } from '../../../../src/platform/am/principal.js';
import { DEMO_USERS } from '../../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, type IdmTestApp } from '../idm-test-app.js';

let idm: IdmTestApp;
const COLLECTION = '/openidm/managed/alpha_assignment';
const MAPPING = 'managedAlpha_user_systemLdapAccount';
const demoId = DEMO_USERS.alpha.id;

beforeAll(async () => {
  idm = await createIdmTestApp(4);
  const alphaAdmin = await findAccountByUsername(idm.db, 'alpha', 'realmadmin');
  const bravoAdmin = await findAccountByUsername(idm.db, 'bravo', 'realmadmin');
  idm.signIn('alpha-admin', principalOf(alphaAdmin!));
  idm.signIn('bravo-admin', principalOf(bravoAdmin!));
}, 60_000);
afterAll(() => idm.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  idm.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });

const assignment = (overrides: Record<string, unknown> = {}) => ({
  name: 'Engineering account',
  description: 'Directory account for engineers',
  mapping: MAPPING,
  attributes: [
    {
      name: 'employeeType',
      value: '"engineer"',
      assignmentOperation: 'replaceTarget',
      unassignmentOperation: 'removeFromTarget',
    },
    {
      name: 'ldapGroups',
      value: '["cn=engineers"]',
      assignmentOperation: 'mergeWithTarget',
      unassignmentOperation: 'removeFromTarget',
    },
  ],
  onAssignment: { type: 'text/javascript', source: 'logger.info("assigned " + object.userName);' },
  ...overrides,
});

async function create(body: object = assignment()) {
  const created = await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', body);
  expect(created.statusCode).toBe(201);
  return created.json<{ _id: string; _rev: string }>();
}

describe('system resource schemas', () => {
  it("answers an object type's schema from the connector configuration, with its connectorRef", async () => {
    const answer = await call('GET', '/openidm/schema/system/ldap/account', 'alpha-admin');
    expect(answer.statusCode).toBe(200);
    const schema = answer.json<{
      _id: string;
      connectorRef: { connectorName: string };
      properties: Record<string, { type: string }>;
    }>();
    expect(schema._id).toBe('system/ldap/account');
    expect(schema.connectorRef.connectorName).toBe('org.identityconnectors.ldap.LdapConnector');
    expect(schema.properties.disabled!.type).toBe('boolean');
    const group = await call('GET', '/openidm/schema/system/ldap/group', 'alpha-admin');
    expect(Object.keys(group.json<{ properties: object }>().properties)).toContain('uniqueMember');
  });

  it('reads the connector configuration as it is now', async () => {
    const config = await call('GET', '/openidm/config/provisioner.openicf/ldap', 'admin');
    const doc = config.json<Record<string, unknown> & { objectTypes: Record<string, unknown> }>();
    const { _id: _ignored, ...stored } = doc;
    const changed = { ...stored, objectTypes: { ...doc.objectTypes, printer: { properties: {} } } };
    const saved = await call('PUT', '/openidm/config/provisioner.openicf/ldap', 'admin', changed, {
      'if-match': config.headers.etag as string,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call('GET', '/openidm/schema/system/ldap/printer', 'alpha-admin')).statusCode,
    ).toBe(200);
  });

  it('is 404 for an unknown connector or object type, and refused to end users', async () => {
    expect((await call('GET', '/openidm/schema/system/nowhere/account', 'admin')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/openidm/schema/system/ldap/mailbox', 'admin')).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', '/openidm/schema/system/ldap/account', 'alpha-demo')).statusCode,
    ).toBe(403);
  });

  it('keeps managed object schemas', async () => {
    expect((await call('GET', '/openidm/schema/managed/alpha_user', 'admin')).statusCode).toBe(200);
  });

  it("lists the mappings of the caller's realm", async () => {
    const answer = await call('GET', '/openidm/sync/mappings', 'alpha-admin');
    const names = answer.json<{ result: { name: string }[] }>().result.map(({ name }) => name);
    expect(names).toContain(MAPPING);
    expect(names.every((name) => name.startsWith('managedAlpha_user_'))).toBe(true);
  });
});

describe('assignments', () => {
  it('creates, reads and replaces an assignment at its revision; values are stored as what they stand for', async () => {
    const { _id, _rev } = await create();
    const read = await call('GET', `${COLLECTION}/${_id}`, 'alpha-admin');
    expect(
      read.json<{ attributes: { value: unknown }[] }>().attributes.map((a) => a.value),
    ).toEqual(['engineer', ['cn=engineers']]);
    const url = `${COLLECTION}/${_id}`;
    const body = assignment({ name: 'Renamed' });
    expect((await call('PUT', url, 'alpha-admin', body)).statusCode).toBe(428);
    const saved = await call('PUT', url, 'alpha-admin', body, { 'if-match': `"${_rev}"` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ name: string }>().name).toBe('Renamed');
    const stale = await call('PUT', url, 'alpha-admin', body, { 'if-match': `"${_rev}"` });
    expect(stale.statusCode).toBe(412);
  });

  it('refuses a value that is neither true, false, JSON nor a number', async () => {
    for (const value of ['engineer', 'True', '{a:1}', '']) {
      const body = assignment({
        attributes: [
          {
            name: 'employeeType',
            value,
            assignmentOperation: 'mergeWithTarget',
            unassignmentOperation: 'noOp',
          },
        ],
      });
      const refused = await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', body);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain('valid JSON, or a number');
    }
    for (const value of ['true', '42', '-1.5', '{"a":1}', true, 7]) {
      const body = assignment({
        attributes: [
          {
            name: 'employeeType',
            value,
            assignmentOperation: 'mergeWithTarget',
            unassignmentOperation: 'noOp',
          },
        ],
      });
      const accepted = await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', body);
      expect(accepted.statusCode, String(value)).toBe(201);
    }
  });

  it('refuses an event script that does not parse with "Invalid script provided"', async () => {
    const body = assignment({
      onUnassignment: { type: 'text/javascript', source: 'if (object.userName { return; }' },
    });
    const refused = await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Invalid script provided');
  });

  it("refuses a target attribute missing from the mapping target's schema, and an unknown or other realm's mapping", async () => {
    const unknownAttribute = assignment({
      attributes: [
        {
          name: 'shoeSize',
          value: '42',
          assignmentOperation: 'mergeWithTarget',
          unassignmentOperation: 'noOp',
        },
      ],
    });
    for (const body of [
      unknownAttribute,
      assignment({ mapping: 'managedBravo_user_systemLdapAccount' }),
      assignment({ mapping: 'nowhere' }),
    ]) {
      expect(
        (await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', body)).statusCode,
      ).toBe(400);
    }
  });

  it('bounds the sizes of what it stores', async () => {
    const long = assignment({ name: 'x'.repeat(300) });
    expect(
      (await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', long)).statusCode,
    ).toBe(400);
    const script = assignment({
      onAssignment: { type: 'text/javascript', source: ';'.repeat(20_001) },
    });
    expect(
      (await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', script)).statusCode,
    ).toBe(400);
    const deepValue = assignment({
      attributes: [
        {
          name: 'employeeType',
          value: '['.repeat(4999) + ']'.repeat(4999),
          assignmentOperation: 'replaceTarget',
          unassignmentOperation: 'noOp',
        },
      ],
    });
    const deep = await call('POST', `${COLLECTION}?_action=create`, 'alpha-admin', deepValue);
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ message: string }>().message).toContain('deeper than 20 levels');
  });

  it("keeps each realm's assignments to its administrators", async () => {
    const { _id } = await create();
    expect((await call('GET', `${COLLECTION}/${_id}`, 'bravo-admin')).statusCode).toBe(403);
    expect((await call('GET', `${COLLECTION}?_queryFilter=true`, 'alpha-demo')).statusCode).toBe(
      403,
    );
    const created = await call('POST', `${COLLECTION}?_action=create`, 'bravo-admin', assignment());
    expect(created.statusCode).toBe(403);
    const bravoList = await call(
      'GET',
      '/openidm/managed/bravo_assignment?_queryFilter=true',
      'bravo-admin',
    );
    expect(bravoList.json<{ result: unknown[] }>().result).toEqual([]);
  });

  it('queries, sorts and deletes at the revision', async () => {
    const { _id, _rev } = await create(assignment({ name: 'Zulu' }));
    const list = await call(
      'GET',
      `${COLLECTION}?_queryFilter=${encodeURIComponent('name sw "Zul"')}&_sortKeys=-name&_totalPagedResultsPolicy=EXACT`,
      'alpha-admin',
    );
    expect(list.json<{ result: { _id: string }[] }>().result.map((row) => row._id)).toEqual([_id]);
    const url = `${COLLECTION}/${_id}`;
    expect(
      (await call('DELETE', url, 'alpha-admin', undefined, { 'if-match': '"99"' })).statusCode,
    ).toBe(412);
    expect(
      (await call('DELETE', url, 'alpha-admin', undefined, { 'if-match': `"${_rev}"` })).statusCode,
    ).toBe(200);
    expect((await call('GET', url, 'alpha-admin')).statusCode).toBe(404);
  });

  it('records every write in the activity log with before and after', async () => {
    const { _id, _rev } = await create(assignment({ name: 'Logged' }));
    await call('PUT', `${COLLECTION}/${_id}`, 'alpha-admin', assignment({ name: 'Logged 2' }), {
      'if-match': `"${_rev}"`,
    });
    const log = await call(
      'GET',
      '/openidm/audit/activity?objectType=managed/alpha_assignment&_pageSize=100',
      'alpha-admin',
    );
    const entries = log
      .json<{
        result: {
          objectId: string;
          operation: string;
          before: { name?: string } | null;
          after: { name: string };
        }[];
      }>()
      .result.filter((entry) => entry.objectId === _id);
    expect(
      entries.map((entry) => [entry.operation, entry.before?.name ?? null, entry.after.name]),
    ).toEqual([
      ['update', 'Logged', 'Logged 2'],
      ['create', null, 'Logged'],
    ]);
  });
});

describe('assignments through roles', () => {
  const effective = async () =>
    (
      await call('GET', `/openidm/managed/alpha_user/${demoId}/effectiveAssignments`, 'alpha-admin')
    ).json<{
      effectiveAssignments: { _refResourceId: string }[];
      effectiveAttributes: { mapping: string; attributes: Record<string, unknown> }[];
    }>();

  it("applies a role's assignments to its members and removes them when the role is taken back", async () => {
    const role = await call(
      'PUT',
      '/openidm/internal/role/ldap-engineers',
      'alpha-admin',
      {
        name: 'Engineers',
        privileges: [
          {
            name: 'Users',
            path: 'managed/alpha_user',
            permissions: ['VIEW'],
            accessFlags: [{ attribute: 'userName', readOnly: true }],
          },
        ],
      },
      { 'if-match': '*' },
    );
    expect(role.statusCode).toBe(200);
    const first = await create();
    const second = await create(
      assignment({
        name: 'Operators',
        attributes: [
          {
            name: 'ldapGroups',
            value: '"cn=operators"',
            assignmentOperation: 'mergeWithTarget',
            unassignmentOperation: 'removeFromTarget',
          },
          {
            name: 'disabled',
            value: 'false',
            assignmentOperation: 'replaceTarget',
            unassignmentOperation: 'removeFromTarget',
          },
        ],
      }),
    );
    for (const { _id } of [first, second]) {
      const link = await call(
        'POST',
        '/openidm/internal/role/ldap-engineers/assignments?_action=create',
        'alpha-admin',
        {
          _ref: `managed/alpha_assignment/${_id}`,
        },
      );
      expect(link.statusCode).toBe(200);
    }
    const linked = await call(
      'GET',
      '/openidm/internal/role/ldap-engineers/assignments',
      'alpha-admin',
    );
    expect(linked.json<{ result: { _id: string }[] }>().result.map((row) => row._id)).toEqual([
      first._id,
      second._id,
    ]);
    expect((await effective()).effectiveAssignments).toEqual([]);

    const member = { _ref: `managed/alpha_user/${demoId}` };
    await call(
      'POST',
      '/openidm/internal/role/ldap-engineers/authzMembers?_action=create',
      'alpha-admin',
      member,
    );
    const applied = await effective();
    expect(applied.effectiveAssignments.map((row) => row._refResourceId)).toEqual([
      first._id,
      second._id,
    ]);
    expect(applied.effectiveAttributes).toEqual([
      {
        mapping: MAPPING,
        attributes: {
          employeeType: 'engineer',
          ldapGroups: ['cn=engineers', 'cn=operators'],
          disabled: false,
        },
      },
    ]);

    const unlinked = await call(
      'DELETE',
      `/openidm/internal/role/ldap-engineers/assignments/alpha_assignment/${second._id}`,
      'alpha-admin',
    );
    expect(unlinked.statusCode).toBe(200);
    expect((await effective()).effectiveAttributes[0]!.attributes).toEqual({
      employeeType: 'engineer',
      ldapGroups: ['cn=engineers'],
    });

    await call(
      'DELETE',
      `/openidm/internal/role/ldap-engineers/authzMembers/alpha_user/${demoId}`,
      'alpha-admin',
    );
    expect(await effective()).toMatchObject({ effectiveAssignments: [], effectiveAttributes: [] });
  });

  it("keeps an assignment's role links when the assignment is saved without them", async () => {
    const { _id, _rev } = await create();
    await call(
      'POST',
      '/openidm/internal/role/ldap-engineers/assignments?_action=create',
      'alpha-admin',
      {
        _ref: `managed/alpha_assignment/${_id}`,
      },
    );
    const saved = await call(
      'PUT',
      `${COLLECTION}/${_id}`,
      'alpha-admin',
      assignment({ name: 'Kept' }),
      {
        'if-match': `"${Number(_rev) + 1}"`,
      },
    );
    expect(saved.json<{ roles: unknown[] }>().roles).toEqual([
      { _ref: 'internal/role/ldap-engineers' },
    ]);
  });

  it('refuses links across realms and to end users; a user reads their own effective assignments', async () => {
    const { _id } = await create();
    const link = { _ref: `managed/alpha_assignment/${_id}` };
    const url = '/openidm/internal/role/ldap-engineers/assignments?_action=create';
    expect((await call('POST', url, 'bravo-admin', link)).statusCode).toBe(403);
    expect((await call('POST', url, 'alpha-demo', link)).statusCode).toBe(403);
    const own = await call(
      'GET',
      `/openidm/managed/alpha_user/${demoId}/effectiveAssignments`,
      'alpha-demo',
    );
    expect(own.statusCode).toBe(200);
    const other = await call(
      'GET',
      `/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}/effectiveAssignments`,
      'alpha-demo',
    );
    expect(other.statusCode).toBe(403);
  });

  it('keeps the noOp values on the target when the role or the assignment goes, and removes the others', async () => {
    const [first, second] = await idm.db
      .selectFrom('managed_objects')
      .select('id')
      .where('type', '=', 'alpha_user')
      .where('id', '!=', demoId)
      .orderBy('id')
      .limit(2)
      .execute();
    const role = '/openidm/internal/role/ldap-keepers';
    await call(
      'PUT',
      role,
      'alpha-admin',
      {
        name: 'Keepers',
        privileges: [
          {
            name: 'Users',
            path: 'managed/alpha_user',
            permissions: ['VIEW'],
            accessFlags: [{ attribute: 'userName', readOnly: true }],
          },
        ],
      },
      { 'if-match': '*' },
    );
    const { _id } = await create(
      assignment({
        name: 'Keepers',
        attributes: [
          {
            name: 'description',
            value: '"kept"',
            assignmentOperation: 'replaceTarget',
            unassignmentOperation: 'noOp',
          },
          {
            name: 'accountExpires',
            value: '20300101',
            assignmentOperation: 'replaceTarget',
            unassignmentOperation: 'removeFromTarget',
          },
        ],
      }),
    );
    await call('POST', `${role}/assignments?_action=create`, 'alpha-admin', {
      _ref: `managed/alpha_assignment/${_id}`,
    });
    const valuesOf = async (userId: string) =>
      (
        await call(
          'GET',
          `/openidm/managed/alpha_user/${userId}/effectiveAssignments`,
          'alpha-admin',
        )
      ).json<{ effectiveAttributes: { attributes: Record<string, unknown> }[] }>()
        .effectiveAttributes;
    for (const user of [first!, second!]) {
      await call('POST', `${role}/authzMembers?_action=create`, 'alpha-admin', {
        _ref: `managed/alpha_user/${user.id}`,
      });
      expect(await valuesOf(user.id)).toEqual([
        { mapping: MAPPING, attributes: { description: 'kept', accountExpires: 20300101 } },
      ]);
    }

    await call('DELETE', `${role}/authzMembers/alpha_user/${first!.id}`, 'alpha-admin');
    expect(await valuesOf(first!.id)).toEqual([
      { mapping: MAPPING, attributes: { description: 'kept' } },
    ]);

    await call('DELETE', `${COLLECTION}/${_id}`, 'alpha-admin');
    expect(await valuesOf(second!.id)).toEqual([
      { mapping: MAPPING, attributes: { description: 'kept' } },
    ]);
    expect(await valuesOf(demoId)).toEqual([]);
  });

  it('applies no assignment of a role outside its time constraint', async () => {
    const role = '/openidm/internal/role/ldap-last-year';
    const saved = await call(
      'PUT',
      role,
      'alpha-admin',
      {
        name: 'Last year',
        privileges: [
          {
            name: 'Users',
            path: 'managed/alpha_user',
            permissions: ['VIEW'],
            accessFlags: [{ attribute: 'userName', readOnly: true }],
          },
        ],
        temporalConstraints: [{ duration: '2020-01-01T00:00:00.000Z/2020-02-01T00:00:00.000Z' }],
      },
      { 'if-match': '*' },
    );
    expect(saved.statusCode).toBe(200);
    const { _id } = await create();
    const linked = await call('POST', `${role}/assignments?_action=create`, 'alpha-admin', {
      _ref: `managed/alpha_assignment/${_id}`,
    });
    expect(linked.statusCode).toBe(200);
    const granted = await call('POST', `${role}/authzMembers?_action=create`, 'alpha-admin', {
      _ref: `managed/alpha_user/${demoId}`,
    });
    expect(granted.statusCode).toBe(200);
    const answer = await call(
      'GET',
      `/openidm/managed/alpha_user/${demoId}/effectiveAssignments`,
      'alpha-admin',
    );
    expect(answer.json<{ effectiveAssignments: unknown[] }>().effectiveAssignments).toEqual([]);
    await call('DELETE', `${role}/authzMembers/alpha_user/${demoId}`, 'alpha-admin');
  });

  it('keeps the noOp values of the attributes an assignment no longer sets', async () => {
    const [user] = await idm.db
      .selectFrom('managed_objects')
      .select('id')
      .where('type', '=', 'alpha_user')
      .where('id', '!=', demoId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const role = '/openidm/internal/role/ldap-editors';
    const saved = await call(
      'PUT',
      role,
      'alpha-admin',
      {
        name: 'Editors',
        privileges: [
          {
            name: 'Users',
            path: 'managed/alpha_user',
            permissions: ['VIEW'],
            accessFlags: [{ attribute: 'userName', readOnly: true }],
          },
        ],
      },
      { 'if-match': '*' },
    );
    expect(saved.statusCode).toBe(200);
    const attribute = (name: string, value: string, unassignmentOperation: string) => ({
      name,
      value,
      assignmentOperation: 'replaceTarget',
      unassignmentOperation,
    });
    const { _id, _rev } = await create(
      assignment({
        name: 'Editors',
        attributes: [
          attribute('description', '"editor"', 'noOp'),
          attribute('employeeType', '"staff"', 'removeFromTarget'),
        ],
      }),
    );
    await call('POST', `${role}/assignments?_action=create`, 'alpha-admin', {
      _ref: `managed/alpha_assignment/${_id}`,
    });
    await call('POST', `${role}/authzMembers?_action=create`, 'alpha-admin', {
      _ref: `managed/alpha_user/${user!.id}`,
    });
    const changed = await call(
      'PUT',
      `${COLLECTION}/${_id}`,
      'alpha-admin',
      assignment({ name: 'Editors', attributes: [attribute('cn', '"Editor"', 'noOp')] }),
      { 'if-match': `"${Number(_rev) + 1}"` },
    );
    expect(changed.statusCode).toBe(200);
    const answer = await call(
      'GET',
      `/openidm/managed/alpha_user/${user!.id}/effectiveAssignments`,
      'alpha-admin',
    );
    expect(
      answer.json<{ effectiveAttributes: { attributes: Record<string, unknown> }[] }>()
        .effectiveAttributes,
    ).toEqual([{ mapping: MAPPING, attributes: { description: 'editor', cn: 'Editor' } }]);
  });
});
