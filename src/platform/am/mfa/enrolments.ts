import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';
import type { Owner } from './two-step-devices.js';
import { randomKey } from './two-step-devices.js';

/** How long an enrolment may wait for its confirmation. */
const ENROLMENT_TTL_MS = 10 * 60_000;

export type EnrolmentType = 'oath' | 'webauthn';

/** Starts an enrolment whose secret (OATH) or challenge (WebAuthn) waits for confirmation. */
export async function startEnrolment(
  db: Db,
  owner: Owner,
  type: EnrolmentType,
  data: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const id = randomKey();
  await db.deleteFrom('am_two_step_enrolments').where('expires_at', '<=', now).execute();
  await db
    .insertInto('am_two_step_enrolments')
    .values({
      id,
      realm: owner.realm,
      user_id: owner.userId,
      type,
      data: jsonb(data),
      expires_at: new Date(now.getTime() + ENROLMENT_TTL_MS),
    })
    .execute();
  return id;
}

/** The owner's live enrolment of a type, or undefined. */
export async function findEnrolment(
  db: Db,
  owner: Owner,
  type: EnrolmentType,
  id: string,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('am_two_step_enrolments')
    .select('data')
    .where('id', '=', id)
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('type', '=', type)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.data;
}

export async function endEnrolment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('am_two_step_enrolments').where('id', '=', id).execute();
}
