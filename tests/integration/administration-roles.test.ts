import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const SAVE = `mutation Save($input: SaveInternalRoleInput!) {
  saveInternalRole(input: $input) { id rev name privileges { name path permissions accessFlags { attribute readOnly } filter } }
}`;
const LIST = `query List($input: InternalRoleListInput!) {
  internalRoles(input: $input) { total rows { id name } }
}`;
const CSV = `query Csv($input: InternalRoleCsvInput!) { internalRolesCsv(input: $input) { csv rowCount } }`;
const TARGETS = `{ privilegeTargets { path attributes { name required } } }`;
const ASSIGN = `mutation Assign($input: InternalRoleMemberInput!) { assignInternalRole(input: $input) }`;
const UNASSIGN = `mutation Unassign($input: InternalRoleMemberInput!) { unassignInternalRole(input: $input) }`;
const PRIVILEGES = `{ privileges { privilegePath } }`;
const OBJECT = `query Object($id: ID!) {
  managedObject(resourceType: "managed", resourceName: "alpha_user", id: $id) { rev values }
}`;
const UPDATE = `mutation Update($input: UpdateManagedObjectInput!) {
  updateManagedObject(input: $input) { rev values }
}`;

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const messagesOf = (result: GraphQLResult) =>
  ((result.errors?.[0]?.extensions?.fieldErrors ?? []) as { message: string }[]).map(
    (error) => error.message,
  );

const phonePrivilege = {
  name: 'Telephone numbers',
  path: 'managed/alpha_user',
  permissions: ['VIEW', 'UPDATE'],
  accessFlags: [
    { attribute: 'userName', readOnly: true },
    { attribute: 'telephoneNumber', readOnly: false },
  ],
  filter: '/accountStatus eq "active"',
};

let stack: RunningStack;
let admin: GraphQLClient;

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  await signIn(admin, { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' });
});
afterAll(async () => {
  await stack.close();
});

describe('internal roles and privileges through the gateway', () => {
  it('offers the realm user object with its attributes', async () => {
    const result = await admin.request<{
      privilegeTargets: { path: string; attributes: { name: string }[] }[];
    }>(TARGETS);
    expect(result.data!.privilegeTargets[0]!.path).toBe('managed/alpha_user');
    expect(result.data!.privilegeTargets[0]!.attributes.map((a) => a.name)).toContain(
      'telephoneNumber',
    );
  });

  it('refuses each privilege rule with its message, before the platform is asked', async () => {
    const cases: [object, string][] = [
      [{ permissions: [] }, 'validation.privilege.permissionRequired'],
      [
        { permissions: ['UPDATE'], accessFlags: [{ attribute: 'sn', readOnly: true }] },
        'validation.privilege.readWriteAttributeRequired',
      ],
      [{ permissions: ['VIEW', 'CREATE'] }, 'validation.privilege.requiredAttributesReadWrite'],
      [{ permissions: ['VIEW'] }, 'validation.privilege.createOrUpdateRequired'],
      [{ filter: 'accountStatus eq' }, 'validation.queryFilter'],
    ];
    for (const [change, message] of cases) {
      const result = await admin.request(SAVE, {
        input: { name: 'Broken', privileges: [{ ...phonePrivilege, ...change }] },
      });
      expect(codeOf(result), message).toBe('BAD_USER_INPUT');
      expect(messagesOf(result), message).toContain(message);
    }
  });

  it('saves a role, lists and exports it, and grants telephone numbers only to its member', async () => {
    const saved = await admin.request<{ saveInternalRole: { id: string; rev: string } }>(SAVE, {
      input: { name: 'Phone desk', description: 'Telephone numbers', privileges: [phonePrivilege] },
    });
    expect(saved.errors).toBeUndefined();
    const roleId = saved.data!.saveInternalRole.id;

    const list = await admin.request<{ internalRoles: { total: number; rows: { id: string }[] } }>(
      LIST,
      { input: { pageSize: 10, offset: 0, search: 'phone' } },
    );
    expect(list.data!.internalRoles.rows.map((row) => row.id)).toEqual([roleId]);
    const csv = await admin.request<{ internalRolesCsv: { csv: string; rowCount: number } }>(CSV, {
      input: { search: 'phone' },
    });
    expect(csv.data!.internalRolesCsv.csv).toContain('Phone desk');

    const stale = await admin.request(SAVE, {
      input: { id: roleId, rev: '999', name: 'Phone desk', privileges: [phonePrivilege] },
    });
    expect(codeOf(stale)).toBe('CONFLICT');

    const member = { roleId, userName: 'demo' };
    expect((await admin.request(ASSIGN, { input: member })).errors).toBeUndefined();
    const demo = new GraphQLClient(stack.url);
    await signIn(demo, { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' });
    expect((await demo.request(PRIVILEGES)).data).toEqual({
      privileges: [{ privilegePath: 'managed/alpha_user' }],
    });

    const others = await stack.platform.db
      .selectFrom('managed_objects')
      .select(['id', 'doc'])
      .where('type', '=', 'alpha_user')
      .execute();
    const target = others.find(
      (row) =>
        row.id !== DEMO_USERS.alpha.id &&
        row.doc.accountStatus === 'active' &&
        row.doc.authzRoles === undefined,
    )!.id;
    const object = await demo.request<{ managedObject: { rev: string } }>(OBJECT, { id: target });
    const base = { resourceType: 'managed', resourceName: 'alpha_user', id: target };
    const phone = await demo.request<{ updateManagedObject: { rev: string } }>(UPDATE, {
      input: {
        ...base,
        rev: object.data!.managedObject.rev,
        operations: [{ operation: 'replace', field: '/telephoneNumber', value: '+1 555 0100' }],
      },
    });
    expect(phone.errors).toBeUndefined();
    const name = await demo.request(UPDATE, {
      input: {
        ...base,
        rev: phone.data!.updateManagedObject.rev,
        operations: [{ operation: 'replace', field: '/givenName', value: 'Mallory' }],
      },
    });
    expect(codeOf(name)).toBe('FORBIDDEN');

    expect((await admin.request(UNASSIGN, { input: member })).errors).toBeUndefined();
    expect((await demo.request(PRIVILEGES)).data).toEqual({ privileges: [] });
  });
});
