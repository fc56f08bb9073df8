import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { journeyInputSchema } from '../../../src/domain/journey-input.js';
import { updateProfileSchema } from '../../../src/domain/profile-patch.js';
import { maxItemsCheck, ruleCheck } from '../../../src/domain/validation/rule-check.js';

const issues = (result: { success: boolean; error?: z.core.$ZodError }) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    ...(issue.code === 'custom' && issue.params && { values: issue.params }),
  }));

describe('ruleCheck', () => {
  it('fails a zod schema with the rule key and values', () => {
    const schema = z.string().check(ruleCheck('maxLength', { length: 3 }));
    expect(schema.safeParse('abc').success).toBe(true);
    expect(issues(schema.safeParse('abcd'))).toEqual([
      { path: '', message: 'validation.maxLength', values: { length: 3 } },
    ]);
  });

  it('throws at definition time when the params do not fit', () => {
    expect(() => ruleCheck('maxLength', { length: 'three' })).toThrow(/maxLength/);
  });

  it('caps a list with validation.maxItems', () => {
    const schema = z.array(z.number()).check(maxItemsCheck(2));
    expect(schema.safeParse([1, 2]).success).toBe(true);
    expect(issues(schema.safeParse([1, 2, 3]))).toEqual([
      { path: '', message: 'validation.maxItems', values: { max: 2 } },
    ]);
  });
});

describe('updateProfileSchema', () => {
  const update = (operations: unknown[], rev = '3') => ({ rev, operations });

  it('accepts a well-formed patch', () => {
    const input = update([
      { operation: 'replace', field: '/mail', value: 'demo@example.com' },
      { operation: 'replace', field: '/city', value: 'Lyon' },
      { operation: 'remove', field: '/telephoneNumber' },
      { operation: 'replace', field: '/profileImage', value: null },
      { operation: 'add', field: '/preferences/updates', value: true },
    ]);
    expect(updateProfileSchema.parse(input)).toEqual(input);
  });

  it('refuses protected fields and malformed pointers', () => {
    expect(
      issues(updateProfileSchema.safeParse(update([{ operation: 'replace', field: '/_id' }]))),
    ).toEqual([{ path: 'operations.0.field', message: 'validation.protectedField' }]);
    expect(
      issues(updateProfileSchema.safeParse(update([{ operation: 'replace', field: 'mail' }]))),
    ).toEqual([{ path: 'operations.0.field', message: 'validation.jsonPointer' }]);
  });

  it('checks the values of properties with a known format', () => {
    const result = updateProfileSchema.safeParse(
      update([
        { operation: 'replace', field: '/mail', value: 'nope' },
        { operation: 'add', field: '/telephoneNumber', value: 'call me' },
        { operation: 'replace', field: '/profileImage', value: 'ftp://x/y.png' },
        { operation: 'replace', field: '/userName', value: ' ' },
        { operation: 'replace', field: '/city', value: 'anything' },
      ]),
    );
    expect(issues(result)).toEqual([
      { path: 'operations.0.value', message: 'validation.email' },
      { path: 'operations.1.value', message: 'validation.phoneNumber' },
      { path: 'operations.2.value', message: 'validation.url' },
      { path: 'operations.3.value', message: 'validation.required' },
    ]);
  });

  it('needs a revision and between 1 and 50 operations', () => {
    expect(issues(updateProfileSchema.safeParse(update([], '')))).toEqual([
      { path: 'rev', message: 'validation.required' },
      { path: 'operations', message: 'validation.minItems', values: { min: 1 } },
    ]);
    const many = Array.from({ length: 51 }, () => ({ operation: 'remove', field: '/city' }));
    expect(issues(updateProfileSchema.safeParse(update(many, 'a"b')))).toEqual([
      { path: 'rev', message: 'validation.revision' },
      { path: 'operations', message: 'validation.maxItems', values: { max: 50 } },
    ]);
  });
});

describe('journeyInputSchema', () => {
  it('fills the defaults', () => {
    expect(journeyInputSchema.parse({ realm: null, tree: null })).toEqual({
      realm: 'root',
      tree: 'Login',
      goto: undefined,
      callbacks: undefined,
    });
    expect(journeyInputSchema.parse({ realm: '/alpha/', goto: 'https://a.example/x' })).toEqual({
      realm: 'alpha',
      tree: 'Login',
      goto: 'https://a.example/x',
      callbacks: undefined,
    });
  });

  it('refuses malformed realms, trees and oversized answers with rule keys', () => {
    const result = journeyInputSchema.safeParse({
      realm: '../x',
      tree: 'no spaces',
      goto: 'x'.repeat(2049),
      callbacks: [{ type: 'NameCallback', input: [{ name: 'n'.repeat(65), value: 'demo' }] }],
    });
    expect(issues(result)).toEqual([
      { path: 'realm', message: 'validation.realm' },
      { path: 'tree', message: 'validation.tree' },
      { path: 'goto', message: 'validation.maxLength', values: { length: 2048 } },
      { path: 'callbacks.0.input.0.name', message: 'validation.maxLength', values: { length: 64 } },
    ]);
  });

  it('caps the number of callbacks', () => {
    const callbacks = Array.from({ length: 21 }, () => ({ type: 'NameCallback', input: [] }));
    expect(issues(journeyInputSchema.safeParse({ callbacks }))).toEqual([
      { path: 'callbacks', message: 'validation.maxItems', values: { max: 20 } },
    ]);
  });
});
