import type { Db } from '../../store/db.js';
import type { AuthDeviceRow } from '../auth-devices-store.js';
import { endEnrolment, findEnrolment, startEnrolment } from './enrolments.js';
import { acceptedOathStep, newOathSecret, OATH_SETTINGS, oathUri } from './oath.js';
import { insertAuthDevice, markDeviceUsed, type Owner } from './two-step-devices.js';

const OATH_ISSUER = 'Identity Console';

export interface OathEnrolment {
  enrolmentId: string;
  secret: string;
  uri: string;
  issuer: string;
  accountName: string;
  period: number;
  digits: number;
  algorithm: string;
}

/** A new secret for an authenticator app; the device exists once a code from it is confirmed. */
export async function startOathEnrolment(
  db: Db,
  owner: Owner,
  accountName: string,
  now: Date,
): Promise<OathEnrolment> {
  const secret = newOathSecret();
  const enrolmentId = await startEnrolment(db, owner, 'oath', { secret }, now);
  return {
    enrolmentId,
    secret,
    uri: oathUri({ secret, issuer: OATH_ISSUER, accountName }),
    issuer: OATH_ISSUER,
    accountName,
    ...OATH_SETTINGS,
  };
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; device: AuthDeviceRow }
  | { kind: 'unknown-enrolment' }
  | { kind: 'wrong-code' };

/** Makes the enrolled app a device when `code` is one it shows now. */
export async function confirmOathEnrolment(
  db: Db,
  owner: Owner,
  input: { enrolmentId: string; code: string; deviceName: string },
  now: Date,
): Promise<ConfirmOutcome> {
  const data = await findEnrolment(db, owner, 'oath', input.enrolmentId, now);
  const secret = typeof data?.secret === 'string' ? data.secret : undefined;
  if (!secret) return { kind: 'unknown-enrolment' };
  const step = acceptedOathStep(secret, input.code, now, null);
  if (step === null) return { kind: 'wrong-code' };
  const device = await db.transaction().execute(async (trx) => {
    const row = await insertAuthDevice(trx, owner, 'oath', input.deviceName, now);
    await trx
      .insertInto('am_oath_secrets')
      .values({ device_id: row.id, secret, last_used_step: step })
      .execute();
    return row;
  });
  await endEnrolment(db, input.enrolmentId);
  return { kind: 'confirmed', device };
}

/**
 * The OATH device of the owner that shows `code` now, which then takes no code of that step or
 * earlier again; undefined when none does.
 */
export async function verifyOathCode(
  db: Db,
  owner: Owner,
  code: string,
  now: Date,
): Promise<string | undefined> {
  const secrets = await db
    .selectFrom('am_oath_secrets as o')
    .innerJoin('am_auth_devices as d', 'd.id', 'o.device_id')
    .select(['o.device_id', 'o.secret', 'o.last_used_step'])
    .where('d.realm', '=', owner.realm)
    .where('d.user_id', '=', owner.userId)
    .execute();
  for (const row of secrets) {
    const lastUsed = row.last_used_step === null ? null : Number(row.last_used_step);
    const step = acceptedOathStep(row.secret, code, now, lastUsed);
    if (step === null) continue;
    const taken = await db
      .updateTable('am_oath_secrets')
      .set({ last_used_step: step })
      .where('device_id', '=', row.device_id)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .returning('device_id')
      .executeTakeFirst();
    if (!taken) continue;
    await markDeviceUsed(db, row.device_id, now);
    return row.device_id;
  }
  return undefined;
}
