import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceFingerprint } from '../../../src/domain/device-fingerprint.js';
import {
  CHROME_MAC,
  FIREFOX_WINDOWS,
  amCall,
  signInFrom,
  tokenFrom,
} from './account-security-fixture.js';
import { ADMIN_PASSWORD, ALICE, DEMO, startAm, type AmFixture } from './am-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm();
});
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  for (const table of [
    'am_auth_events',
    'am_device_profiles',
    'notifications',
    'login_failures',
  ] as const) {
    await am.db.deleteFrom(table).execute();
  }
});

const DEVICE_A = 'device-a-0123456789abcdef';
const DEVICE_B = 'device-b-0123456789abcdef';

async function notificationsOf(userId: string) {
  return am.db
    .selectFrom('notifications')
    .select(['message', 'notification_type', 'target'])
    .where('target', '=', `managed/alpha_user/${userId}`)
    .execute();
}

async function events() {
  return am.db.selectFrom('am_auth_events').selectAll().orderBy('time').execute();
}

describe('a successful sign-in', () => {
  it('records the event with the parsed browser, a local location and the device fingerprint', async () => {
    await tokenFrom(
      am,
      { userAgent: CHROME_MAC, deviceId: DEVICE_A },
      'alpha',
      'demo',
      DEMO.password,
    );
    const [event] = await events();
    expect(event).toMatchObject({
      realm: 'alpha',
      user_id: DEMO.id,
      username: 'demo',
      result: 'success',
      ip_address: '127.0.0.1',
      user_agent: CHROME_MAC,
      browser: 'Chrome',
      os: 'macOS',
      cpu: 'amd64',
      city: 'Local network',
      country: null,
      device_identifier: await deviceFingerprint(DEVICE_A, CHROME_MAC),
    });
  });

  it('creates a trusted device and a warning the first time only', async () => {
    const browser = { userAgent: CHROME_MAC, deviceId: DEVICE_A };
    await tokenFrom(am, browser, 'alpha', 'demo', DEMO.password);
    await tokenFrom(am, browser, 'alpha', 'demo', DEMO.password);

    const profiles = await am.db.selectFrom('am_device_profiles').selectAll().execute();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      user_id: DEMO.id,
      alias: 'Chrome on macOS',
      identifier: await deviceFingerprint(DEVICE_A, CHROME_MAC),
      metadata: {
        browser: 'Chrome',
        userAgent: CHROME_MAC,
        platform: { os: 'macOS', cpu: 'amd64' },
      },
    });
    expect(await notificationsOf(DEMO.id)).toEqual([
      {
        message: 'New sign-in from Chrome on macOS',
        notification_type: 'warning',
        target: `managed/alpha_user/${DEMO.id}`,
      },
    ]);
    expect((await events()).map((event) => event.result)).toEqual(['success', 'success']);
  });

  it('treats another device cookie or browser as a new device', async () => {
    await tokenFrom(
      am,
      { userAgent: CHROME_MAC, deviceId: DEVICE_A },
      'alpha',
      'demo',
      DEMO.password,
    );
    await tokenFrom(
      am,
      { userAgent: CHROME_MAC, deviceId: DEVICE_B },
      'alpha',
      'demo',
      DEMO.password,
    );
    await tokenFrom(
      am,
      { userAgent: FIREFOX_WINDOWS, deviceId: DEVICE_B },
      'alpha',
      'demo',
      DEMO.password,
    );
    const aliases = (await am.db.selectFrom('am_device_profiles').select('alias').execute()).map(
      (row) => row.alias,
    );
    expect(aliases.sort()).toEqual(['Chrome on macOS', 'Chrome on macOS', 'Firefox on Windows']);
    expect((await notificationsOf(DEMO.id)).map((row) => row.message).sort()).toEqual([
      'New sign-in from Chrome on macOS',
      'New sign-in from Chrome on macOS',
      'New sign-in from Firefox on Windows',
    ]);
  });

  it('keeps devices per user: the same browser is new to another user', async () => {
    const browser = { userAgent: CHROME_MAC, deviceId: DEVICE_A };
    await tokenFrom(am, browser, 'alpha', 'demo', DEMO.password);
    await tokenFrom(am, browser, 'alpha', ALICE.username, ALICE.password);
    expect(await notificationsOf(ALICE.id)).toHaveLength(1);
  });

  it('locates a forwarded address from the built-in table', async () => {
    await tokenFrom(
      am,
      { userAgent: FIREFOX_WINDOWS, deviceId: DEVICE_A, forwardedFor: '203.0.113.9' },
      'alpha',
      'demo',
      DEMO.password,
    );
    const [event] = await events();
    expect(event).toMatchObject({
      ip_address: '203.0.113.9',
      city: 'Sydney',
      country: 'Australia',
    });
    const [profile] = await am.db.selectFrom('am_device_profiles').selectAll().execute();
    expect(profile).toMatchObject({ city: 'Sydney', country: 'Australia' });
  });

  it('notifies the internal administrator at its own target', async () => {
    await tokenFrom(am, { userAgent: CHROME_MAC }, 'root', 'amadmin', ADMIN_PASSWORD);
    const rows = await am.db.selectFrom('notifications').select(['target', 'message']).execute();
    expect(rows).toEqual([
      { target: 'internal/user/openidm-admin', message: 'New sign-in from Chrome on macOS' },
    ]);
  });
});

describe('a failed sign-in', () => {
  it('is recorded against a known user, and for an unknown username too', async () => {
    const browser = { userAgent: FIREFOX_WINDOWS, deviceId: DEVICE_B };
    expect((await signInFrom(am, browser, 'alpha', 'demo', 'wrong')).status).toBe(401);
    expect((await signInFrom(am, browser, 'alpha', 'Nobody', 'wrong')).status).toBe(401);
    expect(
      (await events()).map(({ user_id, username, result, browser: name }) => ({
        user_id,
        username,
        result,
        browser: name,
      })),
    ).toEqual([
      { user_id: DEMO.id, username: 'demo', result: 'failure', browser: 'Firefox' },
      { user_id: null, username: 'nobody', result: 'failure', browser: 'Firefox' },
    ]);
    expect(await am.db.selectFrom('am_device_profiles').selectAll().execute()).toEqual([]);
    expect(await notificationsOf(DEMO.id)).toEqual([]);
  });
});

describe('authevents', () => {
  it('lists my sign-ins newest first, limited by _pageSize', async () => {
    const browser = { userAgent: CHROME_MAC, deviceId: DEVICE_A, forwardedFor: '192.0.2.5' };
    await signInFrom(am, browser, 'alpha', 'demo', 'wrong');
    const token = await tokenFrom(am, browser, 'alpha', 'demo', DEMO.password);

    const all = await amCall(am, 'alpha', `users/${DEMO.id}/authevents?_pageSize=20`, token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ resultCount: 2 });
    const [latest, earlier] = all.body.result as Record<string, unknown>[];
    expect(latest).toEqual({
      _id: expect.any(String) as string,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      result: 'success',
      ipAddress: '192.0.2.5',
      location: { city: 'London', country: 'United Kingdom' },
      device: { browser: 'Chrome', os: 'macOS', cpu: 'amd64' },
    });
    expect(earlier).toMatchObject({ result: 'failure' });

    const one = await amCall(am, 'alpha', 'users/demo/authevents?_pageSize=1', token);
    expect((one.body.result as unknown[]).length).toBe(1);
    expect((await amCall(am, 'alpha', 'users/demo/authevents?_pageSize=0', token)).status).toBe(
      400,
    );
  });

  it('are my own: another user and even amadmin are refused', async () => {
    const alice = await tokenFrom(
      am,
      { userAgent: CHROME_MAC },
      'alpha',
      ALICE.username,
      ALICE.password,
    );
    const admin = await tokenFrom(am, { userAgent: CHROME_MAC }, 'root', 'amadmin', ADMIN_PASSWORD);
    expect((await amCall(am, 'alpha', 'users/demo/authevents', alice)).status).toBe(403);
    expect((await amCall(am, 'alpha', 'users/demo/authevents', admin)).status).toBe(403);
    expect((await amCall(am, 'alpha', 'users/demo/authevents', undefined)).status).toBe(401);
  });
});
