import { managedUserObject } from '../../../../../domain/realms.js';
import { failedStringPolicies } from '../../../../idm/patch/policies.js';
import { userNameTaken } from '../../../../idm/user-name-uniqueness.js';
import { translateJourneyText } from '../../texts.js';
import { failedPoliciesOutput, isBlank, text, type Collector } from './collector.js';
import { describePolicies } from './policy-description.js';
import { userSchema } from './user-schema.js';

/** A new account's username: the schema's policies, and no other user of the realm has it. */
export function validatedUsername(field: string, prompt = 'Username'): Collector {
  return {
    type: 'ValidatedCreateUsernameCallback',
    async render({ platform, values, failures }) {
      const schema = await userSchema(platform);
      return {
        output: [
          {
            name: 'policies',
            value: describePolicies('userName', schema?.properties.userName, {
              required: true,
              unique: true,
            }),
          },
          { name: 'failedPolicies', value: failedPoliciesOutput(failures) },
          { name: 'validateOnly', value: false },
          { name: 'prompt', value: translateJourneyText(prompt, platform.language) },
        ],
        input: [
          { suffix: '', value: values[field] ?? '' },
          { suffix: 'validateOnly', value: false },
        ],
      };
    },
    read: (input) => ({ [field]: text(input('')).trim() }),
    async validate({ platform, values }) {
      const userName = values[field] ?? '';
      if (isBlank(userName)) return [{ policyRequirement: 'REQUIRED' }];
      const schema = await userSchema(platform);
      const property = schema?.properties.userName;
      const failures = property ? failedStringPolicies(property, userName, values) : [];
      const object = managedUserObject(platform.realm);
      return (await userNameTaken(platform.db, { object, id: '' }, userName))
        ? [...failures, { policyRequirement: 'UNIQUE' }]
        : failures;
    },
  };
}
