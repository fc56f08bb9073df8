import { translateJourneyText } from '../../texts.js';
import { failedPoliciesOutput, isBlank, text, type Collector } from './collector.js';

const MAX_LENGTH = 320;

/** A name the user types (a username, or an email address where the journey takes either). */
export function nameInput(field: string, prompt: string): Collector {
  return {
    type: 'NameCallback',
    render: ({ platform, values, failures }) =>
      Promise.resolve({
        output: [
          { name: 'prompt', value: translateJourneyText(prompt, platform.language) },
          ...(failures.length > 0
            ? [{ name: 'failedPolicies', value: failedPoliciesOutput(failures) }]
            : []),
        ],
        input: [{ suffix: '', value: values[field] ?? '' }],
      }),
    read: (input) => ({ [field]: text(input('')).trim() }),
    validate: ({ values }) => {
      const value = values[field] ?? '';
      if (isBlank(value)) return Promise.resolve([{ policyRequirement: 'REQUIRED' }]);
      return Promise.resolve(
        [...value].length > MAX_LENGTH
          ? [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: MAX_LENGTH } }]
          : [],
      );
    },
  };
}
