import { validate, type RuleName, type ValidationResult } from './index.js';

export interface RuleUse {
  rule: RuleName;
  params?: Record<string, unknown>;
}

/** The most characters a user's text property holds; the platform's schema holds them to it too. */
export const PROFILE_TEXT_MAX_LENGTH = 255;

const withinLength: RuleUse = { rule: 'maxLength', params: { length: PROFILE_TEXT_MAX_LENGTH } };

/** The user's text properties that follow no format but their length. */
const PLAIN_TEXT_PROPERTIES = [
  'givenName',
  'sn',
  'description',
  'postalAddress',
  'city',
  'postalCode',
  'country',
  'stateProvince',
  'company',
];

/**
 * The rules of the user properties whose format or length is known. Forms and the gateway use
 * the same map; properties not listed here are left to the platform's policy check.
 */
export const PROFILE_PROPERTY_RULES: Readonly<Record<string, readonly RuleUse[]>> = {
  userName: [{ rule: 'required' }, { rule: 'noWhitespace' }, withinLength],
  mail: [{ rule: 'email' }, withinLength],
  telephoneNumber: [{ rule: 'phoneNumber' }, withinLength],
  profileImage: [{ rule: 'url' }, withinLength],
  ...Object.fromEntries(PLAIN_TEXT_PROPERTIES.map((property) => [property, [withinLength]])),
};

/** The first rule of `property` that `value` fails; valid for a property without rules. */
export function checkProfileValue(property: string, value: unknown): ValidationResult {
  const rules = Object.hasOwn(PROFILE_PROPERTY_RULES, property)
    ? (PROFILE_PROPERTY_RULES[property] ?? [])
    : [];
  for (const { rule, params } of rules) {
    const result = validate(rule, value, params);
    if (!result.valid) return result;
  }
  return { valid: true };
}
