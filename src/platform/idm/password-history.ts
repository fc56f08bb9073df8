import type { Db } from '../store/db.js';
import { verifyPassword } from '../store/passwords.js';
import type { ObjectSchema } from './managed-config.js';
import { PASSWORD_PROPERTY } from './patch/apply-patch.js';
import type { FailedPolicy } from './patch/policy-failure.js';

/** Earlier passwords kept per user, whatever the policy asks for now, so raising it works at once. */
const PASSWORDS_KEPT = 20;

/** N of the realm's `is-new` password policy (must not match the last N passwords); 0 when none. */
export function passwordHistoryLength(schema: ObjectSchema | undefined): number {
  const policy = schema?.properties[PASSWORD_PROPERTY]?.policies?.find(
    ({ policyId }) => policyId === 'is-new',
  );
  const length = policy?.params?.historyLength;
  return typeof length === 'number' && Number.isInteger(length) && length > 0 ? length : 0;
}

/** Keeps the password being replaced among the user's earlier ones, and forgets the oldest. */
export async function rememberReplacedPassword(
  db: Db,
  realm: string,
  userId: string,
): Promise<void> {
  const current = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!current) return;
  await db
    .insertInto('password_history')
    .values({ realm, user_id: userId, password_hash: current.password_hash })
    .execute();
  const kept = db
    .selectFrom('password_history')
    .select('id')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(PASSWORDS_KEPT);
  await db
    .deleteFrom('password_history')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .where('id', 'not in', kept)
    .execute();
}

/** Whether `password` is the user's current password or one of the N - 1 before it. */
export async function isRecentPassword(
  db: Db,
  realm: string,
  userId: string,
  password: string,
  historyLength: number,
): Promise<boolean> {
  if (historyLength <= 0) return false;
  const current = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const earlier = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('realm', '=', realm)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(historyLength - 1)
    .execute();
  const hashes = [...(current ? [current] : []), ...earlier].map((row) => row.password_hash);
  for (const hash of hashes) {
    if (await verifyPassword(password, hash)) return true;
  }
  return false;
}

/** The history rule's failure on `password`, as the policy service reports it. */
export function passwordHistoryFailure(historyLength: number): FailedPolicy {
  return {
    property: PASSWORD_PROPERTY,
    policyRequirements: [{ policyRequirement: 'IS_NEW', params: { historyLength } }],
  };
}
