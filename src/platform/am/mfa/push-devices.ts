import type { Db } from '../../store/db.js';
import type { AuthDeviceRow } from '../auth-devices-store.js';
import { insertAuthDevice, markDeviceUsed, randomKey, type Owner } from './two-step-devices.js';

/** How long a push notification waits for its answer. */
const PUSH_TTL_MS = 2 * 60_000;

export type PushStatus = 'pending' | 'approved' | 'denied' | 'expired';

/**
 * Registers a simulated push device: its page (under the returned key) plays the phone that
 * approves sign-ins. A user has one push device, as in AM: a new one replaces the old.
 */
export async function registerPushDevice(
  db: Db,
  owner: Owner,
  deviceName: string,
  now: Date,
): Promise<{ device: AuthDeviceRow; simulatorKey: string }> {
  const simulatorKey = randomKey();
  const device = await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('am_push_devices as p')
      .innerJoin('am_auth_devices as d', 'd.id', 'p.device_id')
      .select('d.id')
      .where('d.realm', '=', owner.realm)
      .where('d.user_id', '=', owner.userId)
      .execute();
    if (previous.length > 0) {
      await trx
        .deleteFrom('am_auth_devices')
        .where(
          'id',
          'in',
          previous.map(({ id }) => id),
        )
        .execute();
    }
    const row = await insertAuthDevice(trx, owner, 'push', deviceName, now);
    await trx
      .insertInto('am_push_devices')
      .values({ device_id: row.id, simulator_key: simulatorKey })
      .execute();
    return row;
  });
  return { device, simulatorKey };
}

/** Sends a sign-in notification to the owner's push device; undefined when there is none. */
export async function sendPushNotification(
  db: Db,
  owner: Owner,
  clientAddress: string | null,
  now: Date,
): Promise<string | undefined> {
  const device = await db
    .selectFrom('am_push_devices as p')
    .innerJoin('am_auth_devices as d', 'd.id', 'p.device_id')
    .select('d.id')
    .where('d.realm', '=', owner.realm)
    .where('d.user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!device) return undefined;
  const id = randomKey();
  await db
    .insertInto('am_push_notifications')
    .values({
      id,
      device_id: device.id,
      status: 'pending',
      client_address: clientAddress,
      created_at: now,
      expires_at: new Date(now.getTime() + PUSH_TTL_MS),
    })
    .execute();
  return id;
}

/** Where a notification stands; an approved one is used up by this call. */
export async function takePushAnswer(
  db: Db,
  id: string,
  now: Date,
): Promise<{ status: PushStatus; deviceId?: string }> {
  const row = await db
    .selectFrom('am_push_notifications')
    .select(['status', 'device_id', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { status: 'expired' };
  if (row.status === 'pending') {
    return new Date(row.expires_at) <= now ? { status: 'expired' } : { status: 'pending' };
  }
  await db.deleteFrom('am_push_notifications').where('id', '=', id).execute();
  if (row.status === 'approved') await markDeviceUsed(db, row.device_id, now);
  return { status: row.status, deviceId: row.device_id };
}

export interface PendingPush {
  id: string;
  createdAt: Date;
  clientAddress: string | null;
}

async function deviceOfKey(db: Db, simulatorKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('am_push_devices')
    .select('device_id')
    .where('simulator_key', '=', simulatorKey)
    .executeTakeFirst();
  return row?.device_id;
}

/** The notifications waiting on the device the simulator key names; undefined for no device. */
export async function pendingPushes(
  db: Db,
  simulatorKey: string,
  now: Date,
): Promise<PendingPush[] | undefined> {
  const deviceId = await deviceOfKey(db, simulatorKey);
  if (!deviceId) return undefined;
  const rows = await db
    .selectFrom('am_push_notifications')
    .select(['id', 'created_at', 'client_address'])
    .where('device_id', '=', deviceId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    clientAddress: row.client_address,
  }));
}

/** The device's answer to one of its pending notifications; false when there is no such one. */
export async function answerPush(
  db: Db,
  simulatorKey: string,
  id: string,
  approve: boolean,
  now: Date,
): Promise<boolean> {
  const deviceId = await deviceOfKey(db, simulatorKey);
  if (!deviceId) return false;
  const answered = await db
    .updateTable('am_push_notifications')
    .set({ status: approve ? 'approved' : 'denied' })
    .where('id', '=', id)
    .where('device_id', '=', deviceId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return answered !== undefined;
}
