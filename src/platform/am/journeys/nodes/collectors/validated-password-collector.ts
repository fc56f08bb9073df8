import { managedUserObject } from '../../../../../domain/realms.js';
import { findManagedObject } from '../../../../idm/managed-store.js';
import { failedStringPolicies } from '../../../../idm/patch/policies.js';
import {
  isRecentPassword,
  passwordHistoryFailure,
  passwordHistoryLength,
} from '../../../../idm/password-history.js';
import { translateJourneyText } from '../../texts.js';
import type { JourneyPlatform } from '../journey-platform.js';
import { failedPoliciesOutput, isBlank, text, type Collector } from './collector.js';
import { describePolicies } from './policy-description.js';
import { userSchema } from './user-schema.js';

interface PasswordOptions {
  /** Where the password goes in the journey's values (a secret field). */
  field: string;
  /** The value naming the user whose password this becomes, for an existing account. */
  userIdField?: string;
  prompt?: string;
}

async function existingUser(platform: JourneyPlatform, userId: string | undefined) {
  if (!userId) return undefined;
  return findManagedObject(platform.db, managedUserObject(platform.realm), userId);
}

/**
 * A new password, checked by the realm's password policies: against the account's other fields
 * (the page's, or the existing account's) and, for an existing account, its password history.
 */
export function validatedPassword({
  field,
  userIdField,
  prompt = 'Password',
}: PasswordOptions): Collector {
  return {
    type: 'ValidatedCreatePasswordCallback',
    async render({ platform, failures }) {
      const schema = await userSchema(platform);
      return {
        output: [
          { name: 'echoOn', value: false },
          {
            name: 'policies',
            value: describePolicies('password', schema?.properties.password, { required: true }),
          },
          { name: 'failedPolicies', value: failedPoliciesOutput(failures) },
          { name: 'validateOnly', value: false },
          { name: 'prompt', value: translateJourneyText(prompt, platform.language) },
        ],
        input: [
          { suffix: '', value: '' },
          { suffix: 'validateOnly', value: false },
        ],
      };
    },
    read: (input) => ({ [field]: text(input('')) }),
    async validate({ platform, values }) {
      const password = values[field] ?? '';
      if (isBlank(password)) return [{ policyRequirement: 'REQUIRED' }];
      const schema = await userSchema(platform);
      const user = await existingUser(platform, userIdField && values[userIdField]);
      const fields = user ? user.doc : values;
      const property = schema?.properties.password;
      const failures = property ? failedStringPolicies(property, password, fields) : [];
      const historyLength = passwordHistoryLength(schema);
      if (
        user &&
        (await isRecentPassword(platform.db, platform.realm, user.id, password, historyLength))
      ) {
        failures.push(...passwordHistoryFailure(historyLength).policyRequirements);
      }
      return failures;
    },
  };
}
