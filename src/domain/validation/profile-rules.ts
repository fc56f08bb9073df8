import { validate, type RuleName, type ValidationResult } from './index.js';

export interface RuleUse {
  rule: RuleName;
  params?: Record<string, unknown>;
}

/**
 * The rules of the user properties whose format is known. Forms and the gateway use the same map;
 * properties not listed here are left to the platform's policy check.
 */
export const PROFILE_PROPERTY_RULES: Readonly<Record<string, readonly RuleUse[]>> = {
  userName: [
    { rule: 'required' },
    { rule: 'noWhitespace' },
    { rule: 'maxLength', params: { length: 255 } },
  ],
  mail: [{ rule: 'email' }],
  telephoneNumber: [{ rule: 'phoneNumber' }],
  profileImage: [{ rule: 'url' }],
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
