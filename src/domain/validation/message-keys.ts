import { JSON_LIMIT_MESSAGE_KEYS } from '../json-limits.js';
import { CONTROL_CHARACTERS_MESSAGE } from './control-characters.js';
import { PRIVILEGE_RULES } from './check-privilege.js';
import { KBA_DUPLICATE_QUESTIONS } from './check-kba-questions.js';
import { passwordPolicySchema } from './password-policy.js';
import { RULE_NAMES } from './registry.js';

/**
 * Every translation key the shared rule set can answer with (custom maxValue/minValue messages
 * aside), so that a catalogue can be checked against them.
 */
export const VALIDATION_MESSAGE_KEYS: readonly string[] = [
  ...RULE_NAMES.map((rule) => `validation.${rule}`),
  'validation.maxItems',
  ...new Set([...Object.values(JSON_LIMIT_MESSAGE_KEYS), CONTROL_CHARACTERS_MESSAGE]),
  KBA_DUPLICATE_QUESTIONS,
  ...Object.keys(passwordPolicySchema.shape).map((policy) => `validation.password.${policy}`),
  ...PRIVILEGE_RULES.map((rule) => `validation.privilege.${rule}`),
];
