import { deviceFingerprint } from '../../domain/device-fingerprint.js';
import { knownBrowser, knownOs, parseUserAgent } from '../../domain/user-agent.js';
import type { GatewayContext } from '../context.js';
import type { TrustedDevice } from '../generated/resolvers-types.js';
import type { AmTrustedDevice } from '../upstream/am-account.js';
import { accountRef, isoInstant, placeOf } from './account-ref.js';

function toTrustedDevice(device: AmTrustedDevice, currentIdentifier: string): TrustedDevice {
  const browser = device.metadata?.browser;
  const agent = typeof browser === 'object' ? parseUserAgent(browser.userAgent) : undefined;
  return {
    id: device._id,
    alias: device.alias,
    browser: knownBrowser(typeof browser === 'string' ? browser : agent?.browser),
    os: knownOs(device.metadata?.platform?.os ?? agent?.os),
    cpu: device.metadata?.platform?.cpu ?? agent?.cpu ?? null,
    isCurrent: device.identifier !== '' && device.identifier === currentIdentifier,
    lastSelectedDate: isoInstant(device.lastSelectedDate),
    ...placeOf(device.location),
  };
}

/** The signed-in user's trusted devices; the one matching this browser's device cookie is current. */
export async function loadTrustedDevices({
  session,
  amAccount,
  client,
}: GatewayContext): Promise<TrustedDevice[]> {
  const ref = accountRef(session);
  const { deviceId, userAgent } = client();
  const [devices, current] = await Promise.all([
    amAccount.trustedDevices(ref),
    deviceFingerprint(deviceId, userAgent),
  ]);
  return devices.map((device) => toTrustedDevice(device, current));
}

export async function renameTrustedDevice(
  context: GatewayContext,
  { id, alias }: { id: string; alias: string },
): Promise<TrustedDevice[]> {
  await context.amAccount.renameTrustedDevice(accountRef(context.session), id, alias);
  return loadTrustedDevices(context);
}

export async function deleteTrustedDevice(
  context: GatewayContext,
  { id }: { id: string },
): Promise<TrustedDevice[]> {
  await context.amAccount.deleteTrustedDevice(accountRef(context.session), id);
  return loadTrustedDevices(context);
}
