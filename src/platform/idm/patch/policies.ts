import {
  failedIdmPasswordPolicy,
  isIdmPasswordPolicy,
} from '../../../domain/idm-password-policy.js';
import type { PropertySchema } from '../managed-config.js';
import type { PolicyRequirement } from './policy-failure.js';

type Params = Record<string, unknown>;
type Check = (value: string, params: Params) => PolicyRequirement | undefined;

/** The policies of string properties other than IDM's password vocabulary, by id. */
const CHECKS: Record<string, Check> = {
  'cannot-contain-characters': (value, params) => {
    const forbidden = Array.isArray(params.forbiddenChars) ? params.forbiddenChars.map(String) : [];
    return forbidden.some((char) => value.includes(char))
      ? { policyRequirement: 'CANNOT_CONTAIN_CHARACTERS', params: { forbiddenChars: forbidden } }
      : undefined;
  },
  'valid-email-address-format': (value) =>
    value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
      ? undefined
      : { policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' },
  'valid-url': (value) =>
    value === '' || isWebUrl(value) ? undefined : { policyRequirement: 'VALID_URL' },
};

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The string policies of a property (length, characters, formats, other fields' values) that a
 * value breaks, in the order the schema lists them; IDM's password vocabulary is judged by the
 * shared password rules. `fullObject` is the object as it would be stored, for the policies that
 * compare with its other properties.
 */
export function failedStringPolicies(
  property: PropertySchema,
  value: unknown,
  fullObject: Params = {},
): PolicyRequirement[] {
  if (typeof value !== 'string') return [];
  return (property.policies ?? []).flatMap((policy) => {
    const failure = isIdmPasswordPolicy(policy.policyId)
      ? failedIdmPasswordPolicy(policy, value, fullObject)
      : CHECKS[policy.policyId]?.(value, policy.params ?? {});
    return failure ? [failure] : [];
  });
}
