import { failedStringPolicies } from '../../../../idm/patch/policies.js';
import { translateJourneyText } from '../../texts.js';
import { failedPoliciesOutput, isBlank, text, type Collector } from './collector.js';
import { describePolicies } from './policy-description.js';
import { userSchema } from './user-schema.js';

const MAX_LENGTH = 255;

/** A profile attribute (first name, email, ...), checked by the schema's policies for it. */
export function attributeInput(
  attribute: string,
  prompt: string,
  { required = true }: { required?: boolean } = {},
): Collector {
  return {
    type: 'StringAttributeInputCallback',
    async render({ platform, values, failures }) {
      const schema = await userSchema(platform);
      const value = values[attribute] ?? '';
      return {
        output: [
          { name: 'name', value: attribute },
          { name: 'prompt', value: translateJourneyText(prompt, platform.language) },
          { name: 'required', value: required },
          {
            name: 'policies',
            value: describePolicies(attribute, schema?.properties[attribute], { required }),
          },
          { name: 'failedPolicies', value: failedPoliciesOutput(failures) },
          { name: 'validateOnly', value: false },
          { name: 'value', value },
        ],
        input: [
          { suffix: '', value },
          { suffix: 'validateOnly', value: false },
        ],
      };
    },
    read: (input) => ({ [attribute]: text(input('')).trim() }),
    async validate({ platform, values }) {
      const value = values[attribute] ?? '';
      if (isBlank(value)) return required ? [{ policyRequirement: 'REQUIRED' }] : [];
      if ([...value].length > MAX_LENGTH) {
        return [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: MAX_LENGTH } }];
      }
      const property = (await userSchema(platform))?.properties[attribute];
      return property ? failedStringPolicies(property, value, values) : [];
    },
  };
}
