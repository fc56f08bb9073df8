import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { UserAgentInfo } from '../../domain/user-agent.js';
import { jsonb, type Db } from '../store/db.js';
import type { AmDeviceProfilesTable } from '../store/schema.js';
import type { CoarseLocation } from '../../domain/coarse-location.js';

export type DeviceProfileRow = Selectable<AmDeviceProfilesTable>;

export interface SeenDevice {
  identifier: string;
  alias: string;
  userAgent: string;
  agent: UserAgentInfo;
  location: CoarseLocation | null;
}

function metadataOf(device: SeenDevice) {
  return {
    browser: device.agent.browser,
    userAgent: device.userAgent,
    platform: { os: device.agent.os, cpu: device.agent.cpu },
  };
}

/**
 * Records a sign-in from a device: the profile's last use and location move on, or a new
 * profile is created. Answers whether the device was new to the user.
 */
export async function recordDeviceUse(
  db: Db,
  owner: { realm: string; userId: string },
  device: SeenDevice,
  now: Date,
): Promise<{ profile: DeviceProfileRow; created: boolean }> {
  const seen = {
    metadata: jsonb(metadataOf(device)),
    city: device.location?.city ?? null,
    country: device.location?.country ?? null,
    last_selected_date: now,
  };
  const updated = await db
    .updateTable('am_device_profiles')
    .set(seen)
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('identifier', '=', device.identifier)
    .returningAll()
    .executeTakeFirst();
  if (updated) return { profile: updated, created: false };

  const inserted = await db
    .insertInto('am_device_profiles')
    .values({
      id: randomUUID(),
      realm: owner.realm,
      user_id: owner.userId,
      identifier: device.identifier,
      alias: device.alias,
      created_date: now,
      ...seen,
    })
    .onConflict((oc) => oc.columns(['realm', 'user_id', 'identifier']).doUpdateSet(seen))
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    profile: inserted,
    created: new Date(inserted.created_date).getTime() === now.getTime(),
  };
}

export async function listDeviceProfiles(
  db: Db,
  realm: string,
  userId: string,
): Promise<DeviceProfileRow[]> {
  return db
    .selectFrom('am_device_profiles')
    .selectAll()
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .orderBy('last_selected_date', 'desc')
    .orderBy('id')
    .execute();
}

export async function renameDeviceProfile(
  db: Db,
  owner: { realm: string; userId: string },
  id: string,
  alias: string,
): Promise<DeviceProfileRow | undefined> {
  return db
    .updateTable('am_device_profiles')
    .set({ alias })
    .where('id', '=', id)
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDeviceProfile(
  db: Db,
  owner: { realm: string; userId: string },
  id: string,
): Promise<DeviceProfileRow | undefined> {
  return db
    .deleteFrom('am_device_profiles')
    .where('id', '=', id)
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .returningAll()
    .executeTakeFirst();
}

/** A device profile as AM serves it; dates are epoch milliseconds. */
export function deviceProfileView(row: DeviceProfileRow) {
  return {
    _id: row.id,
    alias: row.alias,
    identifier: row.identifier,
    lastSelectedDate: new Date(row.last_selected_date).getTime(),
    createdDate: new Date(row.created_date).getTime(),
    metadata: row.metadata,
    location: { city: row.city, country: row.country },
  };
}
