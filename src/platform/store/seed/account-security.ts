import type { InsertObject } from 'kysely';
import { jsonb } from '../db.js';
import type { Database } from '../schema.js';
import { DEMO_USERS, DEMO_USER_NAME } from './demo-users.js';
import type { Random } from './prng.js';

const DAY_MS = 24 * 3600_000;
const GRANT_DAYS = 90;
const PORTAL_CLIENT_ID = 'portal';
const PORTAL_SCOPE = 'openid profile email';

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

export interface AccountSecuritySeed {
  authDevices: InsertObject<Database, 'am_auth_devices'>[];
  deviceProfiles: InsertObject<Database, 'am_device_profiles'>[];
  authEvents: InsertObject<Database, 'am_auth_events'>[];
  grants: InsertObject<Database, 'oidc_payloads'>[];
}

function hex(random: Random, bytes: number): string {
  return Array.from({ length: bytes }, () => random.int(0, 255).toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * For each realm's demo user: an OATH, a push and a WebAuthn device, a trusted iPhone with its
 * sign-in and a failed attempt from elsewhere, and a grant to the Wide World Portal.
 */
export function accountSecuritySeed(random: Random, now: Date): AccountSecuritySeed {
  const seed: AccountSecuritySeed = {
    authDevices: [],
    deviceProfiles: [],
    authEvents: [],
    grants: [],
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  for (const [realm, { id: userId }] of Object.entries(DEMO_USERS)) {
    const owner = { realm, user_id: userId };
    seed.authDevices.push(
      {
        id: random.uuid(),
        ...owner,
        type: 'oath',
        device_name: 'Authenticator app',
        created_date: ago(41),
        last_access_date: ago(2),
      },
      {
        id: random.uuid(),
        ...owner,
        type: 'push',
        device_name: 'Pixel 8',
        created_date: ago(30),
        last_access_date: ago(5),
      },
      {
        id: random.uuid(),
        ...owner,
        type: 'webauthn',
        device_name: 'Security key',
        created_date: ago(12),
        last_access_date: ago(12),
      },
    );

    const identifier = hex(random, 32);
    seed.deviceProfiles.push({
      id: random.uuid(),
      ...owner,
      identifier,
      alias: 'Safari on iOS',
      metadata: jsonb({
        browser: 'Safari',
        userAgent: IPHONE_USER_AGENT,
        platform: { os: 'iOS', cpu: 'arm64' },
      }),
      city: 'London',
      country: 'United Kingdom',
      created_date: ago(20),
      last_selected_date: ago(2),
    });
    seed.authEvents.push(
      {
        id: random.uuid(),
        ...owner,
        username: DEMO_USER_NAME,
        time: ago(2),
        result: 'success',
        ip_address: '192.0.2.44',
        user_agent: IPHONE_USER_AGENT,
        browser: 'Safari',
        os: 'iOS',
        cpu: 'arm64',
        device_identifier: identifier,
        city: 'London',
        country: 'United Kingdom',
      },
      {
        id: random.uuid(),
        ...owner,
        username: DEMO_USER_NAME,
        time: ago(3),
        result: 'failure',
        ip_address: '198.51.100.23',
        user_agent: WINDOWS_USER_AGENT,
        browser: 'Firefox',
        os: 'Windows',
        cpu: 'amd64',
        device_identifier: hex(random, 32),
        city: 'Frankfurt',
        country: 'Germany',
      },
    );

    const grantId = random.uuid();
    const issued = ago(6);
    const expires = new Date(issued.getTime() + GRANT_DAYS * DAY_MS);
    seed.grants.push({
      model: `${realm}/Grant`,
      id: grantId,
      payload: jsonb({
        iat: Math.floor(issued.getTime() / 1000),
        exp: Math.floor(expires.getTime() / 1000),
        accountId: userId,
        clientId: PORTAL_CLIENT_ID,
        kind: 'Grant',
        jti: grantId,
        openid: { scope: PORTAL_SCOPE },
      }),
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: expires,
      consumed_at: null,
    });
  }
  return seed;
}
