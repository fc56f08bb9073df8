import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../store/db.js';
import type { AuthDeviceKind, AuthDeviceRow } from '../auth-devices-store.js';

export interface Owner {
  realm: string;
  userId: string;
}

/** An authentication device that sign-in can ask for: one enrolled here, with what verifies it. */
export interface TwoStepDevice {
  id: string;
  type: AuthDeviceKind;
  name: string;
}

/** The owner's devices usable for 2-step sign-in, oldest first (listed-only devices are left out). */
export async function twoStepDevices(db: Db, owner: Owner): Promise<TwoStepDevice[]> {
  const rows = await db
    .selectFrom('am_auth_devices as d')
    .leftJoin('am_oath_secrets as o', 'o.device_id', 'd.id')
    .leftJoin('am_webauthn_credentials as w', 'w.device_id', 'd.id')
    .leftJoin('am_push_devices as p', 'p.device_id', 'd.id')
    .select(['d.id', 'd.type', 'd.device_name'])
    .where('d.realm', '=', owner.realm)
    .where('d.user_id', '=', owner.userId)
    .where((eb) =>
      eb.or([
        eb('o.device_id', 'is not', null),
        eb('w.device_id', 'is not', null),
        eb('p.device_id', 'is not', null),
      ]),
    )
    .orderBy('d.created_date')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ id: row.id, type: row.type, name: row.device_name }));
}

/** Whether a listed device is one sign-in asks for. */
export async function isTwoStepDevice(db: Db, device: AuthDeviceRow): Promise<boolean> {
  const devices = await twoStepDevices(db, { realm: device.realm, userId: device.user_id });
  return devices.some(({ id }) => id === device.id);
}

/** Adds a device to the owner's `devices/2fa/{type}` list. */
export async function insertAuthDevice(
  db: Db,
  owner: Owner,
  type: AuthDeviceKind,
  deviceName: string,
  now: Date,
): Promise<AuthDeviceRow> {
  return db
    .insertInto('am_auth_devices')
    .values({
      id: randomUUID(),
      realm: owner.realm,
      user_id: owner.userId,
      type,
      device_name: deviceName,
      created_date: now,
      last_access_date: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markDeviceUsed(db: Db, deviceId: string, now: Date): Promise<void> {
  await db
    .updateTable('am_auth_devices')
    .set({ last_access_date: now })
    .where('id', '=', deviceId)
    .execute();
}

export function randomKey(): string {
  return randomBytes(24).toString('base64url');
}
