import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNotification } from '../../../src/platform/idm/notification-store.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

const ALPHA_ID = DEMO_USERS.alpha.id;
const ALPHA_TARGET = `managed/alpha_user/${ALPHA_ID}`;
const BRAVO_TARGET = `managed/bravo_user/${DEMO_USERS.bravo.id}`;
const ADMIN_TARGET = 'internal/user/openidm-admin';
const NOTIFICATIONS_OF_ALPHA = `/openidm/managed/alpha_user/${ALPHA_ID}?_fields=_notifications/*`;

interface NotificationBody {
  _id: string;
  message: string;
  createDate: string;
  notificationType: string;
}

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());
beforeEach(async () => {
  await idm.db.deleteFrom('notifications').execute();
});

const read = (url: string, token: string) =>
  idm.app.inject({ method: 'GET', url, headers: bearer(token) });

async function notificationsOf(url: string, token: string): Promise<NotificationBody[]> {
  const response = await read(url, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ _notifications: NotificationBody[] }>()._notifications;
}

const create = (token: string, payload: object) =>
  idm.app.inject({
    method: 'POST',
    url: '/openidm/notification?_action=create',
    headers: bearer(token),
    payload,
  });

const remove = (id: string, token: string) =>
  idm.app.inject({
    method: 'DELETE',
    url: `/openidm/internal/notification/${id}`,
    headers: bearer(token),
  });

const clear = (target: string, token: string) =>
  idm.app.inject({
    method: 'POST',
    url: `/openidm/notification?_action=deleteNotificationsForTarget&target=${encodeURIComponent(target)}`,
    headers: bearer(token),
  });

async function stored(target: string): Promise<string[]> {
  const rows = await idm.db
    .selectFrom('notifications')
    .select('message')
    .where('target', '=', target)
    .orderBy('message')
    .execute();
  return rows.map((row) => row.message);
}

describe('GET {managedResource}/{id}?_fields=_notifications/*', () => {
  it('answers the id, the revision and the notifications, newest first, never cached', async () => {
    await createNotification(
      idm.db,
      { target: ALPHA_TARGET, message: 'older', notificationType: 'info' },
      new Date('2026-01-01T10:00:00Z'),
    );
    await createNotification(
      idm.db,
      { target: ALPHA_TARGET, message: 'newer', notificationType: 'warning' },
      new Date('2026-01-02T10:00:00Z'),
    );
    await createNotification(idm.db, {
      target: BRAVO_TARGET,
      message: 'not for alpha',
      notificationType: 'info',
    });

    const response = await read(NOTIFICATIONS_OF_ALPHA, 'alpha-demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(response.headers.pragma).toBe('no-cache');
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['_id', '_notifications', '_rev']);
    expect(body._id).toBe(ALPHA_ID);
    expect(body._notifications).toEqual([
      {
        _id: expect.any(String) as string,
        message: 'newer',
        createDate: '2026-01-02T10:00:00.000Z',
        notificationType: 'warning',
      },
      {
        _id: expect.any(String) as string,
        message: 'older',
        createDate: '2026-01-01T10:00:00.000Z',
        notificationType: 'info',
      },
    ]);
  });

  it('answers an empty list when there are none, and omits notifications unless asked', async () => {
    expect(await notificationsOf(NOTIFICATIONS_OF_ALPHA, 'alpha-demo')).toEqual([]);
    await createNotification(idm.db, {
      target: ALPHA_TARGET,
      message: 'hello',
      notificationType: 'info',
    });
    const plain = await read(`/openidm/managed/alpha_user/${ALPHA_ID}`, 'alpha-demo');
    expect(plain.json()).not.toHaveProperty('_notifications');
    expect(plain.headers['cache-control']).toBeUndefined();
  });

  it("lets the administrator read a user's notifications but not another user", async () => {
    await createNotification(idm.db, {
      target: ALPHA_TARGET,
      message: 'hello',
      notificationType: 'info',
    });
    expect(
      (await notificationsOf(NOTIFICATIONS_OF_ALPHA, 'admin')).map(({ message }) => message),
    ).toEqual(['hello']);
    expect((await read(NOTIFICATIONS_OF_ALPHA, 'bravo-demo')).statusCode).toBe(403);
    expect((await idm.app.inject({ method: 'GET', url: NOTIFICATIONS_OF_ALPHA })).statusCode).toBe(
      401,
    );
  });

  it("serves the internal administrator's notifications to the administrator only", async () => {
    await createNotification(idm.db, {
      target: ADMIN_TARGET,
      message: 'for the administrator',
      notificationType: 'danger',
    });
    const url = '/openidm/internal/user/openidm-admin?_fields=_notifications/*';
    const response = await read(url, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(response.json()).toEqual({
      _id: 'openidm-admin',
      _rev: expect.any(String) as string,
      _notifications: [expect.objectContaining({ message: 'for the administrator' })],
    });
    expect((await read(url, 'alpha-demo')).statusCode).toBe(403);
    expect(
      (await read('/openidm/internal/user/someone-else?_fields=_notifications/*', 'admin'))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /openidm/internal/notification/{id}', () => {
  it('removes one notification of its target and answers it', async () => {
    const kept = await createNotification(idm.db, {
      target: ALPHA_TARGET,
      message: 'kept',
      notificationType: 'info',
    });
    const removed = await createNotification(idm.db, {
      target: ALPHA_TARGET,
      message: 'removed',
      notificationType: 'info',
    });
    const response = await remove(removed.id, 'alpha-demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: removed.id, message: 'removed' });
    expect(
      (await notificationsOf(NOTIFICATIONS_OF_ALPHA, 'alpha-demo')).map(({ _id }) => _id),
    ).toEqual([kept.id]);
  });

  it("refuses another user's notification and keeps it", async () => {
    const mine = await createNotification(idm.db, {
      target: ALPHA_TARGET,
      message: 'mine',
      notificationType: 'info',
    });
    const response = await remove(mine.id, 'bravo-demo');
    expect(response.statusCode).toBe(403);
    expect(await stored(ALPHA_TARGET)).toEqual(['mine']);
  });

  it('lets the administrator remove anyone’s notification', async () => {
    const notification = await createNotification(idm.db, {
      target: BRAVO_TARGET,
      message: 'bravo',
      notificationType: 'info',
    });
    expect((await remove(notification.id, 'admin')).statusCode).toBe(200);
    expect(await stored(BRAVO_TARGET)).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a token', async () => {
    const unknown = await remove('6f1c0000-0000-4000-8000-000000000000', 'alpha-demo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, reason: 'Not Found' });
    expect((await remove('bad%20id', 'alpha-demo')).statusCode).toBe(400);
    const notification = await createNotification(idm.db, {
      target: ALPHA_TARGET,
      message: 'still here',
      notificationType: 'info',
    });
    const anonymous = await idm.app.inject({
      method: 'DELETE',
      url: `/openidm/internal/notification/${notification.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored(ALPHA_TARGET)).toEqual(['still here']);
  });
});

describe('POST /openidm/notification?_action=deleteNotificationsForTarget', () => {
  it("clears the caller's own notifications and answers how many", async () => {
    for (const message of ['one', 'two']) {
      await createNotification(idm.db, { target: ALPHA_TARGET, message, notificationType: 'info' });
    }
    await createNotification(idm.db, {
      target: BRAVO_TARGET,
      message: 'untouched',
      notificationType: 'info',
    });
    const response = await clear(ALPHA_TARGET, 'alpha-demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await stored(ALPHA_TARGET)).toEqual([]);
    expect(await stored(BRAVO_TARGET)).toEqual(['untouched']);
  });

  it("refuses to clear someone else's notifications, except for the administrator", async () => {
    await createNotification(idm.db, {
      target: BRAVO_TARGET,
      message: 'bravo',
      notificationType: 'info',
    });
    expect((await clear(BRAVO_TARGET, 'alpha-demo')).statusCode).toBe(403);
    expect(await stored(BRAVO_TARGET)).toEqual(['bravo']);
    expect((await clear(BRAVO_TARGET, 'admin')).json()).toEqual({ deleted: 1 });
  });

  it('answers 400 for a malformed target or an unknown action', async () => {
    expect((await clear('managed/alpha_user', 'alpha-demo')).statusCode).toBe(400);
    const unknown = await idm.app.inject({
      method: 'POST',
      url: '/openidm/notification?_action=explode',
      headers: bearer('admin'),
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /openidm/notification?_action=create', () => {
  it('lets the administrator notify a user', async () => {
    const response = await create('admin', {
      target: ALPHA_TARGET,
      message: 'Maintenance tonight',
      notificationType: 'warning',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      target: ALPHA_TARGET,
      message: 'Maintenance tonight',
      notificationType: 'warning',
    });
    const [notification] = await notificationsOf(NOTIFICATIONS_OF_ALPHA, 'alpha-demo');
    expect(notification).toMatchObject({ message: 'Maintenance tonight' });
    expect(Date.parse(notification!.createDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults the type to info and can notify the internal administrator', async () => {
    expect((await create('admin', { target: ADMIN_TARGET, message: 'hi' })).json()).toMatchObject({
      notificationType: 'info',
    });
    expect(await stored(ADMIN_TARGET)).toEqual(['hi']);
  });

  it('refuses end users, unknown targets and bad bodies', async () => {
    expect((await create('alpha-demo', { target: ALPHA_TARGET, message: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await create('admin', { target: 'managed/alpha_user/nobody', message: 'x' })).statusCode,
    ).toBe(404);
    expect((await create('admin', { target: 'elsewhere/x', message: 'x' })).statusCode).toBe(400);
    expect((await create('admin', { target: ALPHA_TARGET, message: '  ' })).statusCode).toBe(400);
    expect(await stored(ALPHA_TARGET)).toEqual([]);
  });
});

describe('notifications the platform creates', () => {
  const patch = (token: string, operations: object[], headers: Record<string, string> = {}) =>
    idm.app.inject({
      method: 'PATCH',
      url: `/openidm/managed/alpha_user/${ALPHA_ID}`,
      headers: { ...bearer(token), ...headers },
      payload: operations,
    });

  it('tells the user their profile was updated', async () => {
    const response = await patch('alpha-demo', [
      { operation: 'replace', field: '/city', value: 'Turin' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await notificationsOf(NOTIFICATIONS_OF_ALPHA, 'alpha-demo')).toEqual([
      expect.objectContaining({
        message: 'Your profile has been updated',
        notificationType: 'info',
      }),
    ]);
  });

  it('tells the user their password was changed', async () => {
    const response = await patch(
      'alpha-demo',
      [{ operation: 'replace', field: '/password', value: 'Fresh!Start42' }],
      { 'x-openidm-reauth-password': idm.config.DEMO_PASSWORD },
    );
    expect(response.statusCode).toBe(200);
    expect(await stored(ALPHA_TARGET)).toEqual(['Your password has been changed']);
  });

  it('creates nothing when nothing changes or the change is refused', async () => {
    const current = (await read(`/openidm/managed/alpha_user/${ALPHA_ID}`, 'alpha-demo')).json<{
      city: string;
    }>();
    expect(
      (await patch('alpha-demo', [{ operation: 'replace', field: '/city', value: current.city }]))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await patch('alpha-demo', [{ operation: 'replace', field: '/city', value: 'Oslo' }], {
          'if-match': '"999"',
        })
      ).statusCode,
    ).toBe(412);
    expect(await stored(ALPHA_TARGET)).toEqual([]);
  });
});

describe('system notification configuration', () => {
  const url = '/openidm/config/ui/systemnotification';

  it('is seeded disabled and readable anonymously', async () => {
    const response = await idm.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: 'ui/systemnotification',
      enabled: false,
      severity: 'info',
    });
  });

  it('is written by the administrator with If-Match and checked on the way in', async () => {
    const before = await idm.app.inject({ method: 'GET', url });
    const put = (payload: object, token = 'admin') =>
      idm.app.inject({
        method: 'PUT',
        url,
        headers: { ...bearer(token), 'if-match': before.headers.etag as string },
        payload,
      });
    const notice = {
      enabled: true,
      message: 'Maintenance on Sunday',
      severity: 'warning',
      details: 'From 02:00 to 04:00 UTC.',
    };
    expect((await put(notice, 'alpha-demo')).statusCode).toBe(403);
    expect((await put({ ...notice, severity: 'loud' })).statusCode).toBe(400);
    expect((await put(notice)).statusCode).toBe(200);
    expect((await idm.app.inject({ method: 'GET', url })).json()).toMatchObject(notice);
    expect((await put({ ...notice, enabled: false })).statusCode).toBe(412);
  });
});
