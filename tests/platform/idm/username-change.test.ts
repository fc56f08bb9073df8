import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername } from '../../../src/platform/am/accounts.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
let userId: string;
let otherUserName: string;
beforeAll(async () => {
  idm = await createIdmTestApp();
  const rows = await idm.db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', 'alpha_user')
    .where('id', '<>', DEMO_USERS.alpha.id)
    .orderBy('id')
    .limit(2)
    .execute();
  userId = rows[0]!.id;
  otherUserName = String(rows[1]!.doc.userName);
  idm.signIn('alpha-user', endUser('alpha', userId, String(rows[0]!.doc.userName)));
}, 60_000);
afterAll(() => idm.close());

async function changeUsername(userName: string) {
  const current = await idm.app.inject({
    url: `/openidm/managed/alpha_user/${userId}`,
    headers: bearer('alpha-user'),
  });
  return idm.app.inject({
    method: 'PATCH',
    url: `/openidm/managed/alpha_user/${userId}`,
    headers: { ...bearer('alpha-user'), 'if-match': `"${current.json<{ _rev: string }>()._rev}"` },
    payload: [{ operation: 'replace', field: '/userName', value: userName }],
  });
}

describe('changing one’s username', () => {
  it('refuses a username another user of the realm has, in any letter case', async () => {
    const response = await changeUsername(otherUserName.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          { property: 'userName', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
        ],
      },
    });
  });

  it('refuses the demo user’s name too', async () => {
    expect((await changeUsername('Demo')).statusCode).toBe(400);
  });

  it('accepts a free username, which then signs in in that realm only', async () => {
    const renamed = await changeUsername('renamed.user');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: userId, userName: 'renamed.user' });
    expect(await findAccountByUsername(idm.db, 'alpha', 'Renamed.User')).toMatchObject({
      userId,
    });
    const inBravo = await findAccountByUsername(idm.db, 'bravo', 'renamed.user');
    expect(inBravo).toBeNull();
  });
});
