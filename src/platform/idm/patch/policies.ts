import type { PropertySchema } from '../managed-config.js';
import type { PolicyRequirement } from './policy-failure.js';

type Check = (value: string, params: Record<string, unknown>) => PolicyRequirement | undefined;

const numberParam = (params: Record<string, unknown>, name: string, fallback: number) => {
  const value = params[name];
  return typeof value === 'number' ? value : fallback;
};

const count = (value: string, pattern: RegExp) => value.match(pattern)?.length ?? 0;

const CHECKS: Record<string, Check> = {
  'minimum-length': (value, params) => {
    const minLength = numberParam(params, 'minLength', 1);
    return value.length < minLength
      ? { policyRequirement: 'MIN_LENGTH', params: { minLength } }
      : undefined;
  },
  'maximum-length': (value, params) => {
    const maxLength = numberParam(params, 'maxLength', Number.MAX_SAFE_INTEGER);
    return value.length > maxLength
      ? { policyRequirement: 'MAX_LENGTH', params: { maxLength } }
      : undefined;
  },
  'at-least-X-capitals': (value, params) => {
    const numCaps = numberParam(params, 'numCaps', 1);
    return count(value, /\p{Lu}/gu) < numCaps
      ? { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps } }
      : undefined;
  },
  'at-least-X-numbers': (value, params) => {
    const numNums = numberParam(params, 'numNums', 1);
    return count(value, /\d/g) < numNums
      ? { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums } }
      : undefined;
  },
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

/** The string policies of a property (length, characters, formats) that a value breaks. */
export function failedStringPolicies(
  property: PropertySchema,
  value: unknown,
): PolicyRequirement[] {
  if (typeof value !== 'string') return [];
  return (property.policies ?? []).flatMap(({ policyId, params }) => {
    const failure = CHECKS[policyId]?.(value, params ?? {});
    return failure ? [failure] : [];
  });
}
