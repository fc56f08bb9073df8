import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROME_MAC, FIREFOX_WINDOWS, amCall, tokenFrom } from './account-security-fixture.js';
import { ADMIN_PASSWORD, ALICE, BRAVO_DEMO, DEMO, startAm, type AmFixture } from './am-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm({ REAUTH_WINDOW_S: '300' });
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  for (const table of ['am_device_profiles', 'am_auth_devices', 'am_sessions'] as const) {
    await am.db.deleteFrom(table).execute();
  }
});

const DEVICE = 'device-0123456789abcdef';

const demoToken = () =>
  tokenFrom(am, { userAgent: CHROME_MAC, deviceId: DEVICE }, 'alpha', 'demo', DEMO.password);
const aliceToken = () =>
  tokenFrom(am, { userAgent: FIREFOX_WINDOWS }, 'alpha', ALICE.username, ALICE.password);
const adminToken = () =>
  tokenFrom(am, { userAgent: CHROME_MAC }, 'root', 'amadmin', ADMIN_PASSWORD);

async function onlyProfileId(): Promise<string> {
  const row = await am.db.selectFrom('am_device_profiles').select('id').executeTakeFirstOrThrow();
  return row.id;
}

async function addAuthDevice(
  type: 'oath' | 'push' | 'webauthn',
  name: string,
  userId: string = DEMO.id,
) {
  const id = `${type}-${name.replace(/\W/g, '').toLowerCase()}-${userId.slice(0, 4)}`;
  await am.db
    .insertInto('am_auth_devices')
    .values({
      id,
      realm: 'alpha',
      user_id: userId,
      type,
      device_name: name,
      created_date: new Date('2026-01-05T10:00:00Z'),
      last_access_date: new Date('2026-02-01T08:30:00Z'),
    })
    .execute();
  return id;
}

/** Moves a session's sign-in back in time, past the re-authentication window. */
async function signedInLongAgo(token: string) {
  await am.db
    .updateTable('am_sessions')
    .set({ auth_time: new Date(Date.now() - 301_000) })
    .where('token_id', '=', token)
    .execute();
}

describe('trusted devices (devices/profile)', () => {
  it('lists my devices in the AM shape, by user id or username', async () => {
    const token = await demoToken();
    for (const user of [DEMO.id, 'demo', 'DEMO']) {
      const { status, body } = await amCall(
        am,
        'alpha',
        `users/${user}/devices/profile?_queryFilter=true`,
        token,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ resultCount: 1, pagedResultsCookie: null });
      expect((body.result as unknown[])[0]).toEqual({
        _id: expect.any(String) as string,
        alias: 'Chrome on macOS',
        identifier: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
        lastSelectedDate: expect.any(Number) as number,
        createdDate: expect.any(Number) as number,
        metadata: {
          browser: 'Chrome',
          userAgent: CHROME_MAC,
          platform: { os: 'macOS', cpu: 'amd64' },
        },
        location: { city: 'Local network', country: null },
      });
    }
  });

  it('renames a device and refuses a blank, padded or too long alias', async () => {
    const token = await demoToken();
    const id = await onlyProfileId();
    const path = `users/demo/devices/profile/${id}`;
    for (const alias of ['', '   ', ' Laptop', 'x'.repeat(65), 42]) {
      const refused = await amCall(am, 'alpha', path, token, { method: 'PUT', body: { alias } });
      expect(refused.status).toBe(400);
    }
    const renamed = await amCall(am, 'alpha', path, token, {
      method: 'PUT',
      body: { alias: 'Work laptop' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: id, alias: 'Work laptop' });
    const list = await amCall(am, 'alpha', 'users/demo/devices/profile', token);
    expect((list.body.result as { alias: string }[]).map((device) => device.alias)).toEqual([
      'Work laptop',
    ]);
  });

  it('deletes a device; a second delete is 404', async () => {
    const token = await demoToken();
    const id = await onlyProfileId();
    const path = `users/demo/devices/profile/${id}`;
    expect((await amCall(am, 'alpha', path, token, { method: 'DELETE' })).status).toBe(200);
    expect((await amCall(am, 'alpha', path, token, { method: 'DELETE' })).status).toBe(404);
    expect(await am.db.selectFrom('am_device_profiles').selectAll().execute()).toEqual([]);
  });

  it('refuses another user, even for a device id of mine under their own name', async () => {
    await demoToken();
    const id = await onlyProfileId();
    const alice = await aliceToken();
    expect((await amCall(am, 'alpha', 'users/demo/devices/profile', alice)).status).toBe(403);
    expect(
      (await amCall(am, 'alpha', `users/demo/devices/profile/${id}`, alice, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect(
      (
        await amCall(am, 'alpha', `users/${ALICE.username}/devices/profile/${id}`, alice, {
          method: 'PUT',
          body: { alias: 'Mine now' },
        })
      ).status,
    ).toBe(404);
    expect((await amCall(am, 'alpha', 'users/nobody/devices/profile', alice)).status).toBe(403);
    expect((await amCall(am, 'alpha', 'users/demo/devices/profile', undefined)).status).toBe(401);
  });

  it('refuses a session of another realm, and lets amadmin in', async () => {
    await demoToken();
    const bravo = await tokenFrom(
      am,
      { userAgent: CHROME_MAC },
      'bravo',
      'demo',
      BRAVO_DEMO.password,
    );
    expect((await amCall(am, 'alpha', 'users/demo/devices/profile', bravo)).status).toBe(403);
    const admin = await adminToken();
    const listed = await amCall(am, 'alpha', 'users/demo/devices/profile', admin);
    expect(listed.status).toBe(200);
    expect(listed.body.resultCount).toBe(1);
    expect((await amCall(am, 'alpha', 'users/nobody/devices/profile', admin)).status).toBe(404);
  });
});

describe('authentication devices (devices/2fa/{type})', () => {
  it('lists each type in the AM shape', async () => {
    const oath = await addAuthDevice('oath', 'Authenticator app');
    await addAuthDevice('push', 'Pixel 8');
    await addAuthDevice('webauthn', 'Security key');
    await addAuthDevice('oath', 'Alice app', ALICE.id);
    const token = await demoToken();
    const listed = await amCall(
      am,
      'alpha',
      'users/demo/devices/2fa/oath?_queryFilter=true',
      token,
    );
    expect(listed.body.result).toEqual([
      {
        _id: oath,
        deviceName: 'Authenticator app',
        uuid: oath,
        createdDate: Date.parse('2026-01-05T10:00:00Z'),
        lastAccessDate: Date.parse('2026-02-01T08:30:00Z'),
      },
    ]);
    for (const [type, name] of [
      ['push', 'Pixel 8'],
      ['webauthn', 'Security key'],
    ]) {
      const { body } = await amCall(am, 'alpha', `users/demo/devices/2fa/${type}`, token);
      expect((body.result as { deviceName: string }[]).map((device) => device.deviceName)).toEqual([
        name,
      ]);
    }
    expect((await amCall(am, 'alpha', 'users/demo/devices/2fa/sms', token)).status).toBe(404);
    expect(
      (
        await amCall(
          am,
          'alpha',
          'users/demo/devices/2fa/oath?_queryFilter=deviceName+eq+"x"',
          token,
        )
      ).status,
    ).toBe(400);
  });

  it('renames OATH and push devices at any time', async () => {
    const oath = await addAuthDevice('oath', 'Authenticator app');
    const push = await addAuthDevice('push', 'Pixel 8');
    const token = await demoToken();
    await signedInLongAgo(token);
    for (const [type, id] of [
      ['oath', oath],
      ['push', push],
    ]) {
      const renamed = await amCall(am, 'alpha', `users/demo/devices/2fa/${type}/${id}`, token, {
        method: 'PUT',
        body: { deviceName: `My ${type}` },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ _id: id, deviceName: `My ${type}` });
    }
    const padded = await amCall(am, 'alpha', `users/demo/devices/2fa/oath/${oath}`, token, {
      method: 'PUT',
      body: { deviceName: 'trailing ' },
    });
    expect(padded.status).toBe(400);
  });

  it('needs a recent sign-in to rename a WebAuthn device or delete any device', async () => {
    const webauthn = await addAuthDevice('webauthn', 'Security key');
    const oath = await addAuthDevice('oath', 'Authenticator app');
    const stale = await demoToken();
    await signedInLongAgo(stale);
    const refusals = [
      await amCall(am, 'alpha', `users/demo/devices/2fa/webauthn/${webauthn}`, stale, {
        method: 'PUT',
        body: { deviceName: 'Blue key' },
      }),
      await amCall(am, 'alpha', `users/demo/devices/2fa/webauthn/${webauthn}`, stale, {
        method: 'DELETE',
      }),
      await amCall(am, 'alpha', `users/demo/devices/2fa/oath/${oath}`, stale, { method: 'DELETE' }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 401,
        body: {
          code: 401,
          reason: 'Unauthorized',
          message: 'Reauthentication required',
          detail: { reason: 'REAUTH_REQUIRED' },
        },
      });
    }
    expect(await am.db.selectFrom('am_auth_devices').select('device_name').execute()).toHaveLength(
      2,
    );

    const fresh = await demoToken();
    const renamed = await amCall(
      am,
      'alpha',
      `users/demo/devices/2fa/webauthn/${webauthn}`,
      fresh,
      {
        method: 'PUT',
        body: { deviceName: 'Blue key' },
      },
    );
    expect(renamed.body).toMatchObject({ deviceName: 'Blue key' });
    const deleted = await amCall(am, 'alpha', `users/demo/devices/2fa/oath/${oath}`, fresh, {
      method: 'DELETE',
    });
    expect(deleted).toMatchObject({ status: 200, body: { _id: oath } });
    expect(await am.db.selectFrom('am_auth_devices').select('id').execute()).toEqual([
      { id: webauthn },
    ]);
  });

  it("answers 404 for another user's device and for a device of another type", async () => {
    const alices = await addAuthDevice('oath', 'Alice app', ALICE.id);
    const mine = await addAuthDevice('push', 'Pixel 8');
    const token = await demoToken();
    expect(
      (
        await amCall(am, 'alpha', `users/demo/devices/2fa/oath/${alices}`, token, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await amCall(am, 'alpha', `users/demo/devices/2fa/oath/${mine}`, token, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await amCall(am, 'alpha', `users/${ALICE.username}/devices/2fa/oath/${alices}`, token, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
  });
});
