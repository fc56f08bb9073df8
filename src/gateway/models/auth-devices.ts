import { AUTH_DEVICE_TYPES, type AuthDeviceType } from '../../domain/account-security-inputs.js';
import type { GatewayContext } from '../context.js';
import type { AuthDevice } from '../generated/resolvers-types.js';
import type { AmAuthDeviceKind } from '../upstream/am-account.js';
import { accountRef, isoInstant } from './account-ref.js';

const KINDS: Record<AuthDeviceType, AmAuthDeviceKind> = {
  OATH: 'oath',
  PUSH: 'push',
  WEBAUTHN: 'webauthn',
};

/** The signed-in user's OATH, push and WebAuthn devices, in that order. */
export async function loadAuthDevices({
  session,
  amAccount,
}: GatewayContext): Promise<AuthDevice[]> {
  const ref = accountRef(session);
  const lists = await Promise.all(
    AUTH_DEVICE_TYPES.map(async (type) =>
      (await amAccount.authDevices(ref, KINDS[type])).map((device): AuthDevice => ({
        id: device._id,
        type,
        name: device.deviceName ?? '',
        createdDate: isoInstant(device.createdDate),
        lastAccessDate: isoInstant(device.lastAccessDate),
      })),
    ),
  );
  return lists.flat();
}

export async function renameAuthDevice(
  context: GatewayContext,
  { type, id, name }: { type: AuthDeviceType; id: string; name: string },
): Promise<AuthDevice[]> {
  await context.amAccount.renameAuthDevice(accountRef(context.session), KINDS[type], id, name);
  return loadAuthDevices(context);
}

export async function deleteAuthDevice(
  context: GatewayContext,
  { type, id }: { type: AuthDeviceType; id: string },
): Promise<AuthDevice[]> {
  await context.amAccount.deleteAuthDevice(accountRef(context.session), KINDS[type], id);
  return loadAuthDevices(context);
}
