import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { jsonb } from '../../../src/platform/store/db.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
let otherAlphaId: string;
beforeAll(async () => {
  idm = await createIdmTestApp();
  const other = await idm.db
    .selectFrom('managed_objects')
    .select('id')
    .where('type', '=', 'alpha_user')
    .where('id', '<>', DEMO_USERS.alpha.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherAlphaId = other.id;
}, 60_000);
afterAll(() => idm.close());

const read = (url: string, token?: string) =>
  idm.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /openidm/managed/{object}/{id}', () => {
  it('needs a principal', async () => {
    const response = await read(`/openidm/managed/alpha_user/${DEMO_USERS.alpha.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 401,
      reason: 'Unauthorized',
      message: 'Access Denied',
    });
  });

  it('lets a user read their own object, without private properties', async () => {
    const seeded = await findManagedObject(idm.db, 'alpha_user', DEMO_USERS.alpha.id);
    await idm.db
      .updateTable('managed_objects')
      .set({
        rev: 2,
        doc: jsonb({
          ...seeded?.doc,
          password: 'stored-secret',
          lastSync: { timestamp: '2026-01-01T00:00:00Z' },
        }),
      })
      .where('id', '=', DEMO_USERS.alpha.id)
      .execute();
    const response = await read(`/openidm/managed/alpha_user/${DEMO_USERS.alpha.id}`, 'alpha-demo');
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      _id: DEMO_USERS.alpha.id,
      _rev: '2',
      userName: 'demo',
      givenName: 'Demo',
      sn: 'Alpha User',
      mail: 'demo@alpha.example.com',
      accountStatus: 'active',
      preferences: { updates: true, marketing: false },
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('lastSync');
    expect(response.headers.etag).toBe('"2"');
  });

  it("forbids reading someone else's object", async () => {
    const response = await read(`/openidm/managed/alpha_user/${otherAlphaId}`, 'alpha-demo');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, reason: 'Forbidden' });
  });

  it('forbids reading the same id through another object type', async () => {
    const response = await read(`/openidm/managed/bravo_user/${DEMO_USERS.alpha.id}`, 'alpha-demo');
    expect(response.statusCode).toBe(403);
  });

  it('lets the administrator read any object', async () => {
    const response = await read(`/openidm/managed/alpha_user/${otherAlphaId}`, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: otherAlphaId, _rev: '1' });
  });

  it('keeps only the requested _fields, with _id and _rev', async () => {
    const response = await read(
      `/openidm/managed/alpha_user/${DEMO_USERS.alpha.id}?_fields=givenName,/sn,password`,
      'alpha-demo',
    );
    expect(response.json()).toEqual({
      _id: DEMO_USERS.alpha.id,
      _rev: '2',
      givenName: 'Demo',
      sn: 'Alpha User',
    });
  });

  it('answers 404 for a missing object or type', async () => {
    expect((await read('/openidm/managed/alpha_user/no-such-id', 'admin')).statusCode).toBe(404);
    expect((await read(`/openidm/managed/charlie_user/${otherAlphaId}`, 'admin')).statusCode).toBe(
      404,
    );
  });
});
