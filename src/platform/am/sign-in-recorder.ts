import { deviceFingerprint } from '../../domain/device-fingerprint.js';
import { platformNotificationText } from '../../domain/platform-notifications.js';
import { deviceLabel, parseUserAgent } from '../../domain/user-agent.js';
import { createNotification } from '../idm/notification-store.js';
import type { Db } from '../store/db.js';
import { findAccountByUsername, type AmAccount } from './accounts.js';
import { recordAuthEvent } from './auth-events-store.js';
import { recordDeviceUse } from './device-profiles-store.js';
import { locateIp } from './ip-location.js';
import { principalOf } from './principal.js';
import type { SignInClient } from './sign-in-client.js';

const MAX_USERNAME_LENGTH = 255;

async function describeClient(client: SignInClient) {
  const agent = parseUserAgent(client.userAgent);
  const location = locateIp(client.ipAddress);
  return {
    agent,
    location,
    identifier: await deviceFingerprint(client.deviceId, client.userAgent),
    event: {
      ip_address: client.ipAddress,
      user_agent: client.userAgent,
      browser: agent.browser,
      os: agent.os,
      cpu: agent.cpu,
      city: location?.city ?? null,
      country: location?.country ?? null,
    },
  };
}

/**
 * A successful sign-in: the auth event, the device's profile, and for a device the user never
 * signed in from, a warning notification.
 */
export async function recordSignInSuccess(
  db: Db,
  account: AmAccount,
  client: SignInClient,
  now: Date,
): Promise<void> {
  const { agent, location, identifier, event } = await describeClient(client);
  await recordAuthEvent(db, {
    realm: account.realm,
    user_id: account.userId,
    username: account.username.toLowerCase(),
    time: now,
    result: 'success',
    device_identifier: identifier,
    ...event,
  });
  const { created } = await recordDeviceUse(
    db,
    account,
    { identifier, alias: deviceLabel(agent), userAgent: client.userAgent, agent, location },
    now,
  );
  if (!created) return;
  const principal = principalOf(account);
  await createNotification(
    db,
    {
      target: `${principal.component}/${principal.idmId}`,
      message: platformNotificationText('newSignIn', { browser: agent.browser, os: agent.os }),
      notificationType: 'warning',
    },
    now,
  );
}

/** A failed sign-in, kept against the account when the username names one. */
export async function recordSignInFailure(
  db: Db,
  realm: string,
  username: string,
  client: SignInClient,
  now: Date,
): Promise<void> {
  const account = await findAccountByUsername(db, realm, username);
  const { identifier, event } = await describeClient(client);
  await recordAuthEvent(db, {
    realm,
    user_id: account?.userId ?? null,
    username: username.toLowerCase().slice(0, MAX_USERNAME_LENGTH),
    time: now,
    result: 'failure',
    device_identifier: identifier,
    ...event,
  });
}
