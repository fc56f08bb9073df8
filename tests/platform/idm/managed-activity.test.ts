import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../../src/platform/am/accounts.js';
import { principalOf } from '../../../src/platform/am/principal.js';
import { changedAttributes } from '../../../src/platform/idm/managed-activity.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

interface Entry {
  userName: string;
  objectType: string;
  objectId: string;
  operation: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let idm: IdmTestApp;
/** Active alpha users without authorization roles, which the help desk's privilege covers. */
let covered: { id: string; rev: number }[];

beforeAll(async () => {
  idm = await createIdmTestApp(30);
  const rows = await idm.db
    .selectFrom('managed_objects')
    .select(['id', 'rev', 'doc'])
    .where('type', '=', 'alpha_user')
    .where('id', '<>', DEMO_USERS.alpha.id)
    .execute();
  covered = rows.filter(
    (row) => row.doc.accountStatus === 'active' && row.doc.authzRoles === undefined,
  );
  for (const userName of ['helpdesk', 'realmadmin']) {
    const account = await findAccountByUsername(idm.db, 'alpha', userName);
    idm.signIn(userName, principalOf(account!));
  }
  idm.signIn('alpha-demo', endUser('alpha', DEMO_USERS.alpha.id));
}, 60_000);
afterAll(() => idm.close());

const patch = (id: string, token: string, operations: object[]) =>
  idm.app.inject({
    method: 'PATCH',
    url: `/openidm/managed/alpha_user/${id}`,
    headers: { ...bearer(token), 'if-match': '*' },
    payload: operations,
  });
const replace = (field: string, value: unknown) => ({ operation: 'replace', field, value });

async function activity(query = ''): Promise<Entry[]> {
  const response = await idm.app.inject({
    method: 'GET',
    url: `/openidm/audit/activity?_pageSize=50${query}`,
    headers: bearer('realmadmin'),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: Entry[] }>().result;
}

describe('changes to users in the activity log', () => {
  it("logs a delegated administrator's write with only the changed attributes", async () => {
    const target = covered[0]!;
    expect(
      (await patch(target.id, 'helpdesk', [replace('telephoneNumber', '+41 22 555 01 02')]))
        .statusCode,
    ).toBe(200);
    const [entry] = await activity('&userName=helpdesk');
    expect(entry).toMatchObject({
      userName: 'helpdesk',
      objectType: 'managed/alpha_user',
      objectId: target.id,
      operation: 'update',
      after: { telephoneNumber: '+41 22 555 01 02' },
    });
    expect(Object.keys(entry!.after!)).toEqual(['telephoneNumber']);
  });

  it("masks a new password set by an administrator and never stores the user's own changes", async () => {
    const target = covered[1]!;
    const response = await patch(target.id, 'realmadmin', [
      replace('password', 'Fresh!Passw0rd42'),
    ]);
    expect(response.statusCode).toBe(200);
    const own = await patch(DEMO_USERS.alpha.id, 'alpha-demo', [replace('city', 'Lausanne')]);
    expect(own.statusCode).toBe(200);
    const entries = await activity('&objectType=managed');
    expect(entries.find((entry) => entry.objectId === target.id)?.after).toEqual({
      password: '********',
    });
    expect(JSON.stringify(entries)).not.toContain('Fresh!Passw0rd42');
    expect(entries.some((entry) => entry.objectId === DEMO_USERS.alpha.id)).toBe(false);
  });

  it('logs a deletion with the object as it was', async () => {
    const target = covered[2]!;
    const response = await idm.app.inject({
      method: 'DELETE',
      url: `/openidm/managed/alpha_user/${target.id}`,
      headers: bearer('realmadmin'),
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await activity('&objectType=managed%2Falpha_user');
    expect(entry).toMatchObject({ objectId: target.id, operation: 'delete', after: null });
    expect(entry!.before).toMatchObject({ accountStatus: 'active' });
  });
});

describe("the activity log's order", () => {
  const sortedBy = (values: string[], descending = false) =>
    [...values].sort((left, right) =>
      descending ? right.localeCompare(left) : left.localeCompare(right),
    );
  const listed = async (sortKeys: string) =>
    (await activity(`&objectType=managed&_sortKeys=${sortKeys}`)) as (Entry & { time: string })[];

  it('lists the newest change first, or in the order of _sortKeys', async () => {
    for (const [index, admin] of [
      [3, 'helpdesk'],
      [4, 'realmadmin'],
    ] as const) {
      const target = covered[index]!;
      const response = await patch(target.id, admin, [
        replace('telephoneNumber', `+41 22 555 01 1${index}`),
      ]);
      expect(response.statusCode).toBe(200);
    }
    const newestFirst = (await activity('&objectType=managed')) as (Entry & { time: string })[];
    expect(newestFirst.length).toBeGreaterThanOrEqual(2);
    expect(newestFirst.map((entry) => entry.time)).toEqual(
      sortedBy(
        newestFirst.map((entry) => entry.time),
        true,
      ),
    );
    const byUser = (await listed('userName')).map((entry) => entry.userName);
    expect(new Set(byUser)).toEqual(new Set(['helpdesk', 'realmadmin']));
    expect(byUser).toEqual(sortedBy(byUser));
    const byUserDescending = (await listed('-userName')).map((entry) => entry.userName);
    expect(byUserDescending).toEqual(sortedBy(byUserDescending, true));
    expect(byUserDescending[0]).toBe('realmadmin');
    const oldestFirst = (await listed('time')).map((entry) => entry.time);
    expect(oldestFirst).toEqual(sortedBy(oldestFirst));
    expect(oldestFirst).not.toEqual(newestFirst.map((entry) => entry.time));
  });

  it('refuses to sort by a field it does not sort by', async () => {
    for (const sortKeys of ['before', 'after/password', 'user_name']) {
      const response = await idm.app.inject({
        method: 'GET',
        url: `/openidm/audit/activity?_sortKeys=${encodeURIComponent(sortKeys)}`,
        headers: bearer('realmadmin'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Invalid _sortKeys');
    }
  });
});

describe('changedAttributes', () => {
  it('keeps each side of a changed attribute and masks secrets', () => {
    expect(
      changedAttributes(
        { sn: 'Old', city: 'Bern', kbaInfo: [{ answer: 'a' }] },
        { sn: 'New', city: 'Bern', mail: 'n@example.com', kbaInfo: [{ answer: 'b' }] },
      ),
    ).toEqual({
      before: { sn: 'Old', kbaInfo: '********' },
      after: { sn: 'New', mail: 'n@example.com', kbaInfo: '********' },
    });
  });
});
