import { COMMON_PASSWORDS } from '../../../domain/validation/common-passwords.js';
import type { PropertySchema } from '../managed-config.js';
import type { PolicyRequirement } from './policy-failure.js';

type Params = Record<string, unknown>;
type Check = (value: string, params: Params, fullObject: Params) => PolicyRequirement | undefined;

const numberParam = (params: Params, name: string, fallback: number) => {
  const value = params[name];
  return typeof value === 'number' ? value : fallback;
};

/** A list parameter, given as an array or, as IDM also accepts, a comma-separated string. */
const listParam = (params: Params, name: string): string[] => {
  const value = params[name];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(',').map((item) => item.trim()) : [];
};

/** Characters as people count them (code points), the way the shared password rules do. */
const lengthOf = (value: string) => [...value].length;
const count = (value: string, pattern: RegExp) => value.match(pattern)?.length ?? 0;

function atLeast(requirement: string, param: string, pattern: RegExp): Check {
  return (value, params) => {
    const required = numberParam(params, param, 1);
    return count(value, pattern) < required
      ? { policyRequirement: requirement, params: { [param]: required } }
      : undefined;
  };
}

/**
 * IDM's policies by id, with its requirement names and parameters. `at-least-X-lowercase`,
 * `at-least-X-symbols` and `dictionary` are this platform's own, in the same form; they count
 * characters as the shared password rules do.
 */
const CHECKS: Record<string, Check> = {
  'minimum-length': (value, params) => {
    const minLength = numberParam(params, 'minLength', 1);
    return lengthOf(value) < minLength
      ? { policyRequirement: 'MIN_LENGTH', params: { minLength } }
      : undefined;
  },
  'maximum-length': (value, params) => {
    const maxLength = numberParam(params, 'maxLength', Number.MAX_SAFE_INTEGER);
    return lengthOf(value) > maxLength
      ? { policyRequirement: 'MAX_LENGTH', params: { maxLength } }
      : undefined;
  },
  'at-least-X-capitals': atLeast('AT_LEAST_X_CAPITAL_LETTERS', 'numCaps', /\p{Lu}/gu),
  'at-least-X-lowercase': atLeast('AT_LEAST_X_LOWERCASE_LETTERS', 'numLower', /\p{Ll}/gu),
  'at-least-X-numbers': atLeast('AT_LEAST_X_NUMBERS', 'numNums', /[0-9]/g),
  'at-least-X-symbols': atLeast('AT_LEAST_X_SYMBOLS', 'numSymbols', /[^\p{L}\p{M}\p{N}\s]/gu),
  'cannot-contain-others': (value, params, fullObject) => {
    const folded = value.toLowerCase();
    const disallowedFields = listParam(params, 'disallowedFields').filter((name) => {
      const other = Object.hasOwn(fullObject, name) ? fullObject[name] : undefined;
      return (
        typeof other === 'string' && other.trim() !== '' && folded.includes(other.toLowerCase())
      );
    });
    return disallowedFields.length > 0
      ? { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields } }
      : undefined;
  },
  dictionary: (value) =>
    COMMON_PASSWORDS.has(value.toLowerCase()) ? { policyRequirement: 'DICTIONARY' } : undefined,
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
 * value breaks, in the order the schema lists them. `fullObject` is the object as it would be
 * stored, for the policies that compare with its other properties.
 */
export function failedStringPolicies(
  property: PropertySchema,
  value: unknown,
  fullObject: Params = {},
): PolicyRequirement[] {
  if (typeof value !== 'string') return [];
  return (property.policies ?? []).flatMap(({ policyId, params }) => {
    const failure = CHECKS[policyId]?.(value, params ?? {}, fullObject);
    return failure ? [failure] : [];
  });
}
