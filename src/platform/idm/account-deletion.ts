import { sql } from 'kysely';
import { clearLoginFailures } from '../am/lockout.js';
import { deleteSharingOf } from '../am/sharing/sharing-store.js';
import type { Db } from '../store/db.js';
import { realmOfManagedObject } from './managed-credentials.js';

/**
 * Deletes a managed object at a revision (any, when undefined) and, for a realm's user, its
 * sign-in account: the password, live sessions, OAuth grants and tokens, devices (with their 2-step
 * secrets), 2-step enrolments and recovery codes, sign-in history, linked social identities, shared
 * resources and the shares it was given, lockout records and notifications. Answers whether the
 * object was deleted.
 */
export async function deleteManagedAccount(
  db: Db,
  target: { object: string; id: string; userName: string | undefined },
  expectedRev: number | undefined,
): Promise<boolean> {
  const { object, id, userName } = target;
  return db.transaction().execute(async (trx) => {
    let deletion = trx
      .deleteFrom('managed_objects')
      .where('type', '=', object)
      .where('id', '=', id);
    if (expectedRev !== undefined) deletion = deletion.where('rev', '=', expectedRev);
    const deleted = await deletion.returning('id').executeTakeFirst();
    if (!deleted) return false;
    await trx.deleteFrom('notifications').where('target', '=', `managed/${object}/${id}`).execute();
    const realm = realmOfManagedObject(object);
    if (realm === undefined) return true;
    const owned = { realm, user_id: id };
    for (const table of [
      'credentials',
      'am_sessions',
      'am_device_profiles',
      'am_auth_devices',
      'am_recovery_codes',
      'am_two_step_enrolments',
      'am_auth_events',
      'am_social_links',
      'am_social_link_requests',
    ] as const) {
      await trx
        .deleteFrom(table)
        .where('realm', '=', owned.realm)
        .where('user_id', '=', owned.user_id)
        .execute();
    }
    await deleteSharingOf(trx, realm, id);
    await trx
      .deleteFrom('oidc_payloads')
      .where('model', 'like', `${realm}/%`)
      .where(sql<string>`payload->>'accountId'`, '=', id)
      .execute();
    if (userName !== undefined) await clearLoginFailures(trx, realm, userName);
    return true;
  });
}
