import type { PropertySchema } from '../../../../idm/managed-config.js';

/** The requirement each policy reports when it fails. */
const REQUIREMENTS: Readonly<Record<string, string>> = {
  required: 'REQUIRED',
  unique: 'UNIQUE',
  'valid-username': 'VALID_USERNAME',
  'cannot-contain-characters': 'CANNOT_CONTAIN_CHARACTERS',
  'minimum-length': 'MIN_LENGTH',
  'maximum-length': 'MAX_LENGTH',
  'valid-email-address-format': 'VALID_EMAIL_ADDRESS_FORMAT',
  'at-least-X-capitals': 'AT_LEAST_X_CAPITAL_LETTERS',
  'at-least-X-lowercase': 'AT_LEAST_X_LOWERCASE_LETTERS',
  'at-least-X-numbers': 'AT_LEAST_X_NUMBERS',
  'at-least-X-symbols': 'AT_LEAST_X_SYMBOLS',
  'cannot-contain-others': 'CANNOT_CONTAIN_OTHERS',
  dictionary: 'DICTIONARY',
  'is-new': 'IS_NEW',
};

/** Policies that concern changing a value, not the value itself. */
const NOT_SHOWN = new Set(['re-auth-required']);

/**
 * A property's policies as AM's validated callbacks describe them in their `policies` output:
 * each with its id, params and requirements, and all the requirements together.
 */
export function describePolicies(
  name: string,
  property: PropertySchema | undefined,
  { required, unique }: { required: boolean; unique?: boolean },
) {
  const declared = (property?.policies ?? []).filter(({ policyId }) => !NOT_SHOWN.has(policyId));
  const policies = [
    ...(required ? [{ policyId: 'required' }] : []),
    ...(unique ? [{ policyId: 'unique' }] : []),
    ...declared,
  ].map((policy) => ({
    ...policy,
    policyRequirements: REQUIREMENTS[policy.policyId] ? [REQUIREMENTS[policy.policyId]] : [],
  }));
  return {
    name,
    policies,
    policyRequirements: [...new Set(policies.flatMap((policy) => policy.policyRequirements))],
    fallbackPolicies: null,
    conditionalPolicies: null,
  };
}
