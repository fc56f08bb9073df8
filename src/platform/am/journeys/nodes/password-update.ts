import { managedUserObject } from '../../../../domain/realms.js';
import { storePasswordHash } from '../../../idm/managed-credentials.js';
import { loadObjectSchema } from '../../../idm/managed-config.js';
import { findManagedObject } from '../../../idm/managed-store.js';
import { failedStringPolicies } from '../../../idm/patch/policies.js';
import { isRecentPassword, passwordHistoryLength } from '../../../idm/password-history.js';
import { notifyProfileChange } from '../../../idm/profile-change-notifications.js';
import { hashPassword } from '../../../store/passwords.js';
import { findAccountById } from '../../accounts.js';
import { clearLoginFailures } from '../../lockout.js';
import type { NodeHandler } from '../journey.js';
import { withoutSecrets } from './journey-platform.js';

/**
 * Sets the found user's password to the one collected, checked once more by the realm's password
 * policies and history rule; the replaced one joins the history, and the user's failed sign-ins
 * and lockouts are forgotten. Outcome `updated` with the account, or `failure`.
 */
export function updatePassword({
  userIdField,
  passwordField,
}: {
  userIdField: string;
  passwordField: string;
}): NodeHandler {
  return {
    async run({ values, services: { platform } }) {
      const { db, realm } = platform;
      const kept = withoutSecrets(values);
      const failure = { kind: 'outcome', outcome: 'failure', values: kept } as const;
      const object = managedUserObject(realm);
      const user = await findManagedObject(db, object, values[userIdField] ?? '');
      const schema = await loadObjectSchema(db, object);
      const password = values[passwordField] ?? '';
      const property = schema?.properties.password;
      if (!user || !schema || !property || password === '') return failure;
      if (failedStringPolicies(property, password, user.doc).length > 0) return failure;
      const historyLength = passwordHistoryLength(schema);
      if (await isRecentPassword(db, realm, user.id, password, historyLength)) return failure;

      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await storePasswordHash(trx, realm, user.id, passwordHash);
        await notifyProfileChange(trx, `managed/${object}/${user.id}`, {
          profile: false,
          password: true,
        });
      });
      const account = await findAccountById(db, realm, user.id);
      if (account) await clearLoginFailures(db, realm, account.username);
      return { kind: 'outcome', outcome: 'updated', values: kept, account };
    },
  };
}
