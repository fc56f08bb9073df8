import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { REALM_ADMINS } from '../../src/platform/store/seed/privileges.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PRIVILEGES = `{ privileges { title privilegePath resourceType resourceName icon } }`;
const LIST = `query List($input: ManagedListInput!) {
  managedList(input: $input) { title total canUpdate columns { name title } rows { id values } }
}`;
const CSV = `query Csv($input: ManagedListCsvInput!) {
  managedListCsv(input: $input) { filename csv rowCount }
}`;
const OBJECT = `query Object($id: ID!) {
  managedObject(resourceType: "managed", resourceName: "alpha_user", id: $id) {
    id rev title displayName canUpdate values
    fields { name title type nullable required readOnly options }
  }
}`;
const UPDATE = `mutation Update($input: UpdateManagedObjectInput!) {
  updateManagedObject(input: $input) { id rev values }
}`;

interface Row {
  id: string;
  values: Record<string, unknown>;
}
interface List {
  managedList: {
    title: string;
    total: number;
    canUpdate: boolean;
    columns: { name: string; title: string }[];
    rows: Row[];
  };
}
interface Form {
  managedObject: {
    id: string;
    rev: string;
    displayName: string;
    canUpdate: boolean;
    values: Record<string, unknown>;
    fields: { name: string; readOnly: boolean; required: boolean; options: string[] | null }[];
  };
}

let stack: RunningStack;
let helpDesk: GraphQLClient;
let demo: GraphQLClient;
let realmAdmin: GraphQLClient;
/** Active alpha users without authorization roles, which the Help desk covers. */
let covered: { id: string; doc: Record<string, unknown> }[];

const listInput = (overrides: Record<string, unknown> = {}) => ({
  resourceType: 'managed',
  resourceName: 'alpha_user',
  pageSize: 10,
  offset: 0,
  ...overrides,
});
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  stack = await startStack();
  helpDesk = new GraphQLClient(stack.url);
  demo = new GraphQLClient(stack.url);
  realmAdmin = new GraphQLClient(stack.url);
  const password = 'Demo!Passw0rd';
  await signIn(helpDesk, { realm: 'alpha', username: 'helpdesk', password });
  await signIn(demo, { realm: 'alpha', username: 'demo', password });
  await signIn(realmAdmin, { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' });
  const rows = await stack.platform.db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', 'alpha_user')
    .execute();
  covered = rows.filter(
    (row) => row.doc.accountStatus === 'active' && row.doc.authzRoles === undefined,
  );
});
afterAll(async () => {
  await stack.close();
});

describe('delegated administration through the gateway', () => {
  it('gives the help desk its menu entry, and nobody else one', async () => {
    const result = await helpDesk.request(PRIVILEGES);
    expect(result.data).toEqual({
      privileges: [
        {
          title: 'Alpha realm - Users',
          privilegePath: 'managed/alpha_user',
          resourceType: 'managed',
          resourceName: 'alpha_user',
          icon: 'people',
        },
      ],
    });
    expect((await demo.request(PRIVILEGES)).data).toEqual({ privileges: [] });
    expect((await realmAdmin.request(PRIVILEGES)).data).toEqual({ privileges: [] });
  });

  it('lists a page of the users it covers, with the columns it may read', async () => {
    const result = await helpDesk.request<List>(LIST, { input: listInput() });
    expect(result.errors).toBeUndefined();
    const list = result.data!.managedList;
    expect(list.title).toBe('Alpha realm - Users');
    expect(list.canUpdate).toBe(true);
    expect(list.columns.map((column) => column.name)).toEqual([
      'userName',
      'givenName',
      'sn',
      'mail',
      'accountStatus',
      'telephoneNumber',
      'city',
      'country',
    ]);
    expect(list.columns[0]).toEqual({ name: 'userName', title: 'Username' });
    expect(list.total).toBe(covered.length);
    expect(list.rows).toHaveLength(10);
    const userNames = covered.map((row) => String(row.doc.userName).toLowerCase()).sort();
    expect(list.rows.map((row) => String(row.values.userName).toLowerCase())).toEqual(
      userNames.slice(0, 10),
    );
    expect(list.rows.every((row) => row.values.accountStatus === 'active')).toBe(true);
    expect(list.rows.every((row) => !('postalCode' in row.values))).toBe(true);
  });

  it('pages, sorts descending and searches every column', async () => {
    const second = await helpDesk.request<List>(LIST, {
      input: listInput({ pageSize: 20, offset: 20, sortKey: 'sn', sortDescending: true }),
    });
    const surnames = covered
      .map((row) => String(row.doc.sn).toLowerCase())
      .sort()
      .reverse();
    expect(second.data!.managedList.rows.map((row) => String(row.values.sn).toLowerCase())).toEqual(
      surnames.slice(20, 40),
    );
    const search = await helpDesk.request<List>(LIST, { input: listInput({ search: 'DEMO' }) });
    const found = search.data!.managedList;
    expect(found.rows.map((row) => row.id)).toContain(DEMO_USERS.alpha.id);
    expect(found.total).toBe(found.rows.length);
    expect(
      found.rows.every((row) =>
        Object.values(row.values).some((value) => String(value).toLowerCase().includes('demo')),
      ),
    ).toBe(true);
  });

  it('exports the current search and sort as CSV, with every matching row', async () => {
    const result = await helpDesk.request<{
      managedListCsv: { filename: string; csv: string; rowCount: number };
    }>(CSV, {
      input: { resourceType: 'managed', resourceName: 'alpha_user', sortKey: 'mail' },
    });
    expect(result.errors).toBeUndefined();
    const { filename, csv, rowCount } = result.data!.managedListCsv;
    expect(filename).toBe('alpha_user.csv');
    expect(rowCount).toBe(covered.length);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Username,First Name,Last Name,Email Address,Status,Telephone Number,City,Country',
    );
    expect(lines).toHaveLength(covered.length + 2);
    expect(lines.at(-1)).toBe('');
    const mails = covered.map((row) => String(row.doc.mail).toLowerCase()).sort();
    expect(lines[1]!.split(',')[3]).toBe(mails[0]);
  });

  it('opens a covered user as a form with its read-only fields, and saves a change with the revision', async () => {
    const target = covered.find((row) => row.id !== DEMO_USERS.alpha.id)!;
    const form = await helpDesk.request<Form>(OBJECT, { id: target.id });
    expect(form.errors).toBeUndefined();
    const object = form.data!.managedObject;
    expect(object.canUpdate).toBe(true);
    expect(object.displayName).toBe(`${String(target.doc.givenName)} ${String(target.doc.sn)}`);
    expect(object.fields.map((field) => [field.name, field.readOnly])).toEqual([
      ['userName', true],
      ['givenName', false],
      ['sn', false],
      ['mail', false],
      ['accountStatus', true],
      ['telephoneNumber', false],
      ['city', true],
      ['country', true],
    ]);
    expect(object.fields.find((field) => field.name === 'accountStatus')?.options).toEqual([
      'active',
      'inactive',
      'blocked',
    ]);
    expect(object.values).not.toHaveProperty('postalCode');

    const input = {
      resourceType: 'managed',
      resourceName: 'alpha_user',
      id: target.id,
      rev: object.rev,
      operations: [{ operation: 'replace', field: '/telephoneNumber', value: '+44 20 7946 0123' }],
    };
    const saved = await helpDesk.request<{
      updateManagedObject: { rev: string; values: Record<string, unknown> };
    }>(UPDATE, { input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateManagedObject.values.telephoneNumber).toBe('+44 20 7946 0123');
    expect(saved.data!.updateManagedObject.rev).not.toBe(object.rev);

    const stale = await helpDesk.request(UPDATE, {
      input: { ...input, operations: [{ operation: 'replace', field: '/sn', value: 'Stale' }] },
    });
    expect(codeOf(stale)).toBe('CONFLICT');

    const readOnly = await helpDesk.request(UPDATE, {
      input: {
        ...input,
        rev: saved.data!.updateManagedObject.rev,
        operations: [{ operation: 'replace', field: '/accountStatus', value: 'blocked' }],
      },
    });
    expect(codeOf(readOnly)).toBe('FORBIDDEN');

    const badMail = await helpDesk.request(UPDATE, {
      input: {
        ...input,
        rev: saved.data!.updateManagedObject.rev,
        operations: [{ operation: 'replace', field: '/mail', value: 'not an address' }],
      },
    });
    expect(codeOf(badMail)).toBe('BAD_USER_INPUT');
    const stored = await stack.platform.db
      .selectFrom('managed_objects')
      .select('doc')
      .where('type', '=', 'alpha_user')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.doc).toMatchObject({
      telephoneNumber: '+44 20 7946 0123',
      sn: target.doc.sn,
      accountStatus: 'active',
      mail: target.doc.mail,
    });
  });

  it('is FORBIDDEN to a user without the privilege, and on users outside the filter', async () => {
    expect(codeOf(await demo.request(LIST, { input: listInput() }))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await demo.request(CSV, { input: { resourceType: 'managed', resourceName: 'alpha_user' } }),
      ),
    ).toBe('FORBIDDEN');
    const other = covered.find((row) => row.id !== DEMO_USERS.alpha.id)!;
    expect(codeOf(await demo.request(OBJECT, { id: other.id }))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await demo.request(UPDATE, {
          input: {
            resourceType: 'managed',
            resourceName: 'alpha_user',
            id: other.id,
            rev: '1',
            operations: [{ operation: 'replace', field: '/sn', value: 'X' }],
          },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await helpDesk.request(OBJECT, { id: REALM_ADMINS.alpha.id }))).toBe('FORBIDDEN');
    expect(
      codeOf(await helpDesk.request(LIST, { input: listInput({ resourceName: 'bravo_user' }) })),
    ).toBe('FORBIDDEN');
  });

  it('refuses malformed list input with per-field messages', async () => {
    const result = await helpDesk.request(LIST, {
      input: listInput({ pageSize: 7, offset: -1, resourceType: 'internal' }),
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'pageSize', message: 'validation.oneOf' }),
        expect.objectContaining({ field: 'offset', message: 'validation.minValue' }),
        expect.objectContaining({ field: 'resourceType', message: 'validation.oneOf' }),
      ]),
    );
    const sort = await helpDesk.request(LIST, { input: listInput({ sortKey: 'postalCode' }) });
    expect(codeOf(sort)).toBe('BAD_USER_INPUT');
  });

  it('lets a realm administrator list every user with every searchable column', async () => {
    const result = await realmAdmin.request<List>(LIST, { input: listInput({ pageSize: 100 }) });
    expect(result.errors).toBeUndefined();
    const list = result.data!.managedList;
    const all = await stack.platform.db
      .selectFrom('managed_objects')
      .select('id')
      .where('type', '=', 'alpha_user')
      .execute();
    expect(list.total).toBe(all.length);
    expect(list.columns.map((column) => column.name)).toContain('postalCode');
  });
});
