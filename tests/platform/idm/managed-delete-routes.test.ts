import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { jsonb } from '../../../src/platform/store/db.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
let alphaIds: string[];
beforeAll(async () => {
  idm = await createIdmTestApp();
  const rows = await idm.db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', 'alpha_user')
    .where('id', '<>', DEMO_USERS.alpha.id)
    .orderBy('id')
    .execute();
  alphaIds = rows.map((row) => row.id);
  rows.forEach((row, index) =>
    idm.signIn(`alpha-${index}`, endUser('alpha', row.id, String(row.doc.userName))),
  );
}, 60_000);
afterAll(() => idm.close());

const remove = (id: string, token?: string, ifMatch?: string) =>
  idm.app.inject({
    method: 'DELETE',
    url: `/openidm/managed/alpha_user/${id}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
  });

/** Gives a user the sign-in records that deleting the account must take with it. */
async function giveAccountRecords(id: string, userName: string) {
  const now = new Date();
  const owner = { realm: 'alpha', user_id: id };
  await idm.db
    .insertInto('am_sessions')
    .values({
      token_id: `token-${id}`,
      handle: `handle-${id}`,
      ...owner,
      username: userName,
      universal_id: `id=${userName}`,
      auth_time: now,
      latest_access_time: now,
      max_idle_seconds: 1800,
      max_session_minutes: 120,
    })
    .execute();
  await idm.db
    .insertInto('am_auth_devices')
    .values({
      id: `device-${id}`,
      ...owner,
      type: 'oath',
      device_name: 'Phone',
      created_date: now,
      last_access_date: null,
    })
    .execute();
  await idm.db
    .insertInto('oidc_payloads')
    .values({
      model: 'alpha/Grant',
      id: `grant-${id}`,
      payload: jsonb({ accountId: id, clientId: 'portal', kind: 'Grant' }),
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: null,
      consumed_at: null,
    })
    .execute();
  await idm.db
    .insertInto('am_social_links')
    .values({ ...owner, provider: 'acme', subject: `acme-${id}`, email: null, linked_at: now })
    .execute();
  await idm.db
    .insertInto('am_resource_sets')
    .values({
      id: `resource-${id}`,
      realm: owner.realm,
      owner_id: id,
      name: 'Holiday photos',
      type: 'photos',
      icon_uri: null,
      scopes: jsonb(['view']),
    })
    .execute();
  await idm.db
    .insertInto('notifications')
    .values({
      id: `notification-${id}`,
      target: `managed/alpha_user/${id}`,
      message: 'Hello',
      create_date: now,
    })
    .execute();
}

async function recordsOf(id: string) {
  const count = async (
    table: 'credentials' | 'am_sessions' | 'am_auth_devices' | 'am_social_links',
  ): Promise<number> => {
    const row = await idm.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    return row.count;
  };
  const grants = await idm.db
    .selectFrom('oidc_payloads')
    .select('id')
    .where(sql<string>`payload->>'accountId'`, '=', id)
    .execute();
  const notifications = await idm.db
    .selectFrom('notifications')
    .select('id')
    .where('target', '=', `managed/alpha_user/${id}`)
    .execute();
  const resources = await idm.db
    .selectFrom('am_resource_sets')
    .select('id')
    .where('owner_id', '=', id)
    .execute();
  return {
    object: (await findManagedObject(idm.db, 'alpha_user', id)) !== undefined,
    socialLinks: await count('am_social_links'),
    resources: resources.length,
    credentials: await count('credentials'),
    sessions: await count('am_sessions'),
    devices: await count('am_auth_devices'),
    grants: grants.length,
    notifications: notifications.length,
  };
}

describe('DELETE /openidm/managed/{object}/{id}', () => {
  it('lets users delete their own account, with everything they sign in with', async () => {
    const id = alphaIds[0]!;
    const stored = (await findManagedObject(idm.db, 'alpha_user', id))!;
    await giveAccountRecords(id, String(stored.doc.userName));
    expect(await recordsOf(id)).toEqual({
      object: true,
      socialLinks: 1,
      resources: 1,
      credentials: 1,
      sessions: 1,
      devices: 1,
      grants: 1,
      notifications: 1,
    });

    const response = await remove(id, 'alpha-0', `"${stored.rev}"`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      _rev: String(stored.rev),
      userName: stored.doc.userName,
    });
    expect(await recordsOf(id)).toEqual({
      object: false,
      socialLinks: 0,
      resources: 0,
      credentials: 0,
      sessions: 0,
      devices: 0,
      grants: 0,
      notifications: 0,
    });
    expect((await remove(id, 'alpha-0')).statusCode).toBe(404);
  });

  it("refuses anyone else's account with 403 and deletes nothing", async () => {
    const id = alphaIds[1]!;
    expect((await remove(id, 'alpha-2')).statusCode).toBe(403);
    expect((await remove(id, 'alpha-demo')).statusCode).toBe(403);
    expect((await remove(id, 'bravo-demo')).statusCode).toBe(403);
    expect((await remove(id)).statusCode).toBe(401);
    expect((await recordsOf(id)).object).toBe(true);
    expect((await recordsOf(id)).credentials).toBe(1);
  });

  it('keeps the account when If-Match names a stale revision', async () => {
    const id = alphaIds[3]!;
    const response = await remove(id, 'alpha-3', '"99"');
    expect(response.statusCode).toBe(412);
    expect((await recordsOf(id)).object).toBe(true);
  });

  it('lets an administrator delete any account', async () => {
    const id = alphaIds[4]!;
    expect((await remove(id, 'admin')).statusCode).toBe(200);
    expect(await recordsOf(id)).toMatchObject({ object: false, credentials: 0 });
  });
});
