import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { addFirstFailures, issueFieldError } from '../../../src/domain/validation/issue-values.js';

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues;
};

describe('field errors from the shared rules’ issues', () => {
  it('keeps a rule’s translation key, names zod’s own words by their code, and gives a limit', () => {
    const [tooLong] = issuesOf(z.string().check(z.maxLength(3, 'validation.maxLength')), 'abcd');
    expect(issueFieldError(tooLong!, ['input', 'name'])).toEqual({
      field: 'input.name',
      message: 'validation.maxLength',
      values: { length: 3, max: 3 },
    });
    const [notDay] = issuesOf(
      z.string().check(z.refine(() => false, 'validation.invalid_format')),
      'x',
    );
    expect(issueFieldError(notDay!).message).toBe('validation.invalid_format');
    const [wrongType] = issuesOf(z.object({ n: z.number() }), { n: 'x' });
    expect(issueFieldError(wrongType!)).toEqual({ field: 'n', message: 'validation.invalid_type' });
  });

  it('keeps the first failure of each field, and those found before', () => {
    const schema = z.object({
      a: z.string().check(z.minLength(2, 'validation.minLength'), z.regex(/^x/, 'validation.x')),
      b: z.string(),
    });
    const failures = new Map([['b', { message: 'validation.required' }]]);
    addFirstFailures(failures, issuesOf(schema, { a: 'y', b: 1 }));
    expect(Object.fromEntries(failures)).toEqual({
      b: { message: 'validation.required' },
      a: { message: 'validation.minLength', values: { length: 2, min: 2 } },
    });
  });
});
