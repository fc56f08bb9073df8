import { characterClassRules } from './character-class-rules.js';
import { dateRules } from './date-rules.js';
import { emailRules } from './email-rules.js';
import { formatRules } from './format-rules.js';
import { listRules } from './list-rules.js';
import { numberRules } from './number-rules.js';
import type { Rule } from './rule.js';
import { textRules } from './text-rules.js';
import { urlRules } from './url-rules.js';

const RULES = {
  ...characterClassRules,
  ...dateRules,
  ...emailRules,
  ...listRules,
  ...numberRules,
  ...textRules,
  ...urlRules,
  ...formatRules,
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

export const RULE_NAMES = Object.keys(RULES) as RuleName[];

export function findRule(name: string): Rule | undefined {
  return Object.hasOwn(RULES, name) ? RULES[name as RuleName] : undefined;
}
