import type { Selectable } from 'kysely';
import type { Db } from '../store/db.js';
import type { AmAuthDevicesTable } from '../store/schema.js';

export type AuthDeviceRow = Selectable<AmAuthDevicesTable>;

/** The path segment under `devices/2fa/` of each kind. */
export const AUTH_DEVICE_KINDS = [
  'oath',
  'push',
  'webauthn',
] as const satisfies readonly AuthDeviceRow['type'][];
export type AuthDeviceKind = (typeof AUTH_DEVICE_KINDS)[number];

interface Owner {
  realm: string;
  userId: string;
}

export async function listAuthDevices(
  db: Db,
  owner: Owner,
  type: AuthDeviceKind,
): Promise<AuthDeviceRow[]> {
  return db
    .selectFrom('am_auth_devices')
    .selectAll()
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('type', '=', type)
    .orderBy('created_date')
    .orderBy('id')
    .execute();
}

export async function findAuthDevice(
  db: Db,
  owner: Owner,
  type: AuthDeviceKind,
  id: string,
): Promise<AuthDeviceRow | undefined> {
  return db
    .selectFrom('am_auth_devices')
    .selectAll()
    .where('id', '=', id)
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('type', '=', type)
    .executeTakeFirst();
}

export async function renameAuthDevice(
  db: Db,
  device: AuthDeviceRow,
  deviceName: string,
): Promise<AuthDeviceRow> {
  return db
    .updateTable('am_auth_devices')
    .set({ device_name: deviceName })
    .where('id', '=', device.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAuthDevice(db: Db, device: AuthDeviceRow): Promise<void> {
  await db.deleteFrom('am_auth_devices').where('id', '=', device.id).execute();
}

/** An authentication device as AM serves it; dates are epoch milliseconds. */
export function authDeviceView(row: AuthDeviceRow) {
  return {
    _id: row.id,
    deviceName: row.device_name,
    uuid: row.id,
    createdDate: new Date(row.created_date).getTime(),
    lastAccessDate: row.last_access_date ? new Date(row.last_access_date).getTime() : null,
  };
}
