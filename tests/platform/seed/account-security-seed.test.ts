import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/store/db.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { seededStore } from './seed-test-store.js';

let db: Db;
beforeAll(async () => {
  ({ db } = await seededStore());
}, 60_000);
afterAll(() => db.destroy());

describe.each(Object.entries(DEMO_USERS))('the %s demo user', (realm, { id }) => {
  it('has one OATH, one push and one WebAuthn device', async () => {
    const devices = await db
      .selectFrom('am_auth_devices')
      .select(['type', 'device_name'])
      .where('realm', '=', realm)
      .where('user_id', '=', id)
      .orderBy('type')
      .execute();
    expect(devices).toEqual([
      { type: 'oath', device_name: 'Authenticator app' },
      { type: 'push', device_name: 'Pixel 8' },
      { type: 'webauthn', device_name: 'Security key' },
    ]);
  });

  it('has a trusted iPhone whose sign-in is in the history, with a failure before it', async () => {
    const [device] = await db
      .selectFrom('am_device_profiles')
      .selectAll()
      .where('realm', '=', realm)
      .where('user_id', '=', id)
      .execute();
    expect(device).toMatchObject({ alias: 'Safari on iOS', city: 'London' });
    const events = await db
      .selectFrom('am_auth_events')
      .select(['result', 'device_identifier'])
      .where('realm', '=', realm)
      .where('user_id', '=', id)
      .orderBy('time', 'desc')
      .execute();
    expect(events.map((event) => event.result)).toEqual(['success', 'failure']);
    expect(events[0]?.device_identifier).toBe(device?.identifier);
  });

  it('has granted the Wide World Portal, valid for weeks', async () => {
    const grants = await db
      .selectFrom('oidc_payloads')
      .select(['payload', 'expires_at'])
      .where('model', '=', `${realm}/Grant`)
      .execute();
    expect(grants).toHaveLength(1);
    expect(grants[0]?.payload).toMatchObject({
      accountId: id,
      clientId: 'portal',
      kind: 'Grant',
      openid: { scope: 'openid profile email' },
    });
    expect(new Date(grants[0]!.expires_at!).getTime()).toBeGreaterThan(
      Date.now() + 30 * 86_400_000,
    );
  });
});
