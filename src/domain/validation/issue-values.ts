import type { core } from 'zod/mini';

/** The values a rule's message names (such as `{ length: 100 }`), when the rule gave any. */
export function issueValues(issue: core.$ZodIssue): Record<string, unknown> | undefined {
  return issue.code === 'custom' && issue.params && Object.keys(issue.params).length > 0
    ? issue.params
    : undefined;
}
