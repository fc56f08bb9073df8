import { activeTerms } from '../../../../idm/terms-config.js';
import { localizedText } from './kba-questions.js';
import { failedPoliciesOutput, type Collector } from './collector.js';

/** The realm's terms and conditions, which must be accepted: `field` is `accepted` once they are. */
export function termsAndConditions(field: string): Collector {
  return {
    type: 'TermsAndConditionsCallback',
    async render({ platform, failures }) {
      const terms = await activeTerms(platform.db);
      return {
        output: [
          { name: 'version', value: terms.version },
          { name: 'terms', value: localizedText(terms.termsTranslations, platform.language) },
          { name: 'createDate', value: terms.createDate },
          { name: 'failedPolicies', value: failedPoliciesOutput(failures) },
        ],
        input: [{ suffix: '', value: false }],
      };
    },
    read: (input) => ({ [field]: input('') === true || input('') === 'true' ? 'accepted' : '' }),
    validate: ({ values }) =>
      Promise.resolve(values[field] === 'accepted' ? [] : [{ policyRequirement: 'REQUIRED' }]),
  };
}
