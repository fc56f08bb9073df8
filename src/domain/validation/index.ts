import { findRule, type RuleName } from './registry.js';
import { isEmptyValue, type BuiltRule } from './rule.js';

export type { RuleName };

export type ValidationResult =
  { valid: true } | { valid: false; message: string; values?: Record<string, unknown> };

const VALID: ValidationResult = { valid: true };

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function check(rule: RuleName, value: unknown, built: BuiltRule): ValidationResult {
  const fallback = `validation.${rule}`;
  const result = attempt(() => built.schema.safeParse(value, { error: () => fallback }));
  if (result?.success) return VALID;
  const issue = result?.error.issues[0];
  const found = issue?.code === 'custom' ? issue.params : undefined;
  const merged = built.values || found ? { ...built.values, ...found } : undefined;
  return { valid: false, message: issue?.message ?? fallback, ...(merged && { values: merged }) };
}

/**
 * Checks one value against one rule of the shared rule set. A failure carries a translation key
 * (`validation.<rule>` unless the rule takes a custom message) and the values it interpolates.
 * Every rule but `required`, `minItems` and `atLeastOneChecked` lets an empty value (undefined,
 * null, '') pass, so that optional fields stay optional. A list (a multi-valued attribute) is valid
 * when each of its elements is, and fails as its first failing element does; only `required`,
 * `minItems` and `atLeastOneChecked` judge the list as a whole. No value makes it throw; an
 * unknown rule or params that do not fit the rule do.
 */
export function validate(
  rule: RuleName,
  value: unknown,
  params: Record<string, unknown> = {},
): ValidationResult {
  const definition = findRule(rule);
  if (!definition) throw new TypeError(`Unknown validation rule "${String(rule)}"`);
  const built = definition.build(rule, params);
  const judged = (item: unknown) =>
    !definition.checksEmpty && isEmptyValue(item) ? VALID : check(rule, item, built);
  if (definition.checksLists || !Array.isArray(value)) return judged(value);
  for (const item of value as unknown[]) {
    const result = judged(item);
    if (!result.valid) return result;
  }
  return VALID;
}
