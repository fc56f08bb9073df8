import { expect } from 'vitest';
import { validate, type RuleName } from '../../../src/domain/validation/index.js';

const show = (value: unknown) => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  return value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? String(value));
};

export function expectValid(rule: RuleName, values: unknown[], params?: Record<string, unknown>) {
  for (const value of values) {
    expect(validate(rule, value, params), `${rule} should accept ${show(value)}`).toEqual({
      valid: true,
    });
  }
}

export function expectInvalid(
  rule: RuleName,
  values: unknown[],
  params?: Record<string, unknown>,
  failure: { message?: string; values?: Record<string, unknown> } = {},
) {
  const expected = {
    valid: false,
    message: failure.message ?? `validation.${rule}`,
    ...(failure.values && { values: failure.values }),
  };
  for (const value of values) {
    expect(validate(rule, value, params), `${rule} should reject ${show(value)}`).toEqual(expected);
  }
}
