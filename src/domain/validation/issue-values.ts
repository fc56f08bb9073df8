import type { core } from 'zod/mini';
import type { FieldError } from '../api-error-contract.js';
import { isValidationMessageKey } from './message-key.js';

/**
 * The values a rule's message names (such as `{ length: 100 }`), when the rule gave any; for zod's
 * own bound checks, the bound.
 */
function issueValues(issue: core.$ZodIssue): Record<string, unknown> | undefined {
  if (issue.code === 'too_big') {
    return { length: Number(issue.maximum), max: Number(issue.maximum) };
  }
  if (issue.code === 'too_small') {
    return { length: Number(issue.minimum), min: Number(issue.minimum) };
  }
  return issue.code === 'custom' && issue.params && Object.keys(issue.params).length > 0
    ? issue.params
    : undefined;
}

/** A rule's failure as a field shows it: the rule's translation key and the values it names. */
export function issueFailure(issue: core.$ZodIssue): Omit<FieldError, 'field'> {
  const values = issueValues(issue);
  return {
    // zod's own words become its code's key (`validation.too_big`…), translated like the rules'.
    message: isValidationMessageKey(issue.message) ? issue.message : `validation.${issue.code}`,
    ...(values && { values }),
  };
}

/**
 * A rule's failure as the gateway answers it and forms show it: the field's path (after
 * `prefix`), the rule's translation key and its values.
 */
export function issueFieldError(issue: core.$ZodIssue, prefix: readonly string[] = []): FieldError {
  return { field: [...prefix, ...issue.path.map(String)].join('.'), ...issueFailure(issue) };
}

/** Adds each field's first failure among `issues` to `failures`, keeping those already there. */
export function addFirstFailures(
  failures: Map<string, Omit<FieldError, 'field'>>,
  issues: readonly core.$ZodIssue[],
  prefix: readonly string[] = [],
): void {
  for (const issue of issues) {
    const { field, ...failure } = issueFieldError(issue, prefix);
    if (!failures.has(field)) failures.set(field, failure);
  }
}
