import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../../src/domain/validation/check-password.js';
import {
  passwordPolicySchema,
  type PasswordPolicy,
} from '../../../src/domain/validation/password-policy.js';

const STRICT: PasswordPolicy = {
  length: { min: 8, max: 32 },
  minCapitals: 1,
  minLowercase: 1,
  minNumbers: 1,
  minSymbols: 1,
  minCharacterSets: 4,
  maxRepeatedCharacters: 2,
  cannotContainOthers: ['userName'],
  cannotContainOthersCaseInsensitive: ['givenName', 'sn'],
  noCommonPasswords: true,
  passwordHistory: 3,
};

const CONTEXT = {
  fields: { userName: 'bjensen', givenName: 'Barbara', sn: 'Jensen', mail: '' },
  previousPasswords: ['Third3rd!', 'Second2nd!', 'First1st!', 'Zeroth0th!'],
};

const messages = (failures: { message: string }[]) => failures.map((failure) => failure.message);

describe('checkPassword', () => {
  it('passes a password that meets every policy', () => {
    expect(checkPassword('Tr0ub4dor&3x', STRICT, CONTEXT)).toEqual([]);
  });

  it('returns every failed policy, in order, with its key and values', () => {
    expect(checkPassword('', STRICT, CONTEXT)).toEqual([
      { message: 'validation.password.length', values: { min: 8, max: 32 } },
      { message: 'validation.password.minCapitals', values: { count: 1 } },
      { message: 'validation.password.minLowercase', values: { count: 1 } },
      { message: 'validation.password.minNumbers', values: { count: 1 } },
      { message: 'validation.password.minSymbols', values: { count: 1 } },
      { message: 'validation.password.minCharacterSets', values: { count: 4 } },
    ]);
    expect(checkPassword('passsword', STRICT, CONTEXT)).toEqual([
      { message: 'validation.password.minCapitals', values: { count: 1 } },
      { message: 'validation.password.minNumbers', values: { count: 1 } },
      { message: 'validation.password.minSymbols', values: { count: 1 } },
      { message: 'validation.password.minCharacterSets', values: { count: 4 } },
      { message: 'validation.password.maxRepeatedCharacters', values: { count: 2 } },
    ]);
    expect(messages(checkPassword('bjensen-JENSEN', STRICT, CONTEXT))).toEqual([
      'validation.password.minNumbers',
      'validation.password.minCharacterSets',
      'validation.password.cannotContainOthers',
      'validation.password.cannotContainOthersCaseInsensitive',
    ]);
  });

  it('counts capitals, lower case, digits and symbols, letters of any script included', () => {
    const policy = { minCapitals: 2, minLowercase: 2, minNumbers: 2, minSymbols: 2 };
    expect(checkPassword('ÉÀéà12!?', policy)).toEqual([]);
    expect(checkPassword('Aa1!', policy)).toEqual([
      { message: 'validation.password.minCapitals', values: { count: 2 } },
      { message: 'validation.password.minLowercase', values: { count: 2 } },
      { message: 'validation.password.minNumbers', values: { count: 2 } },
      { message: 'validation.password.minSymbols', values: { count: 2 } },
    ]);
    expect(checkPassword('  Aa11', { minSymbols: 1 })).toHaveLength(1);
    expect(checkPassword('e\u0301\u0301', { minSymbols: 1 })).toHaveLength(1);
  });

  it('counts the character sets present', () => {
    expect(checkPassword('abcABC', { minCharacterSets: 3 })).toEqual([
      { message: 'validation.password.minCharacterSets', values: { count: 3 } },
    ]);
    expect(checkPassword('abcABC1', { minCharacterSets: 3 })).toEqual([]);
    expect(checkPassword('abc#', { minCharacterSets: 2 })).toEqual([]);
  });

  it('allows at most N repeated characters in a row, counting an emoji once', () => {
    const policy = { maxRepeatedCharacters: 2 };
    expect(checkPassword('aabbaab', policy)).toEqual([]);
    expect(checkPassword('abaaab', policy)).toEqual([
      { message: 'validation.password.maxRepeatedCharacters', values: { count: 2 } },
    ]);
    expect(checkPassword('😀😀x', policy)).toEqual([]);
    expect(checkPassword('😀😀😀', policy)).toHaveLength(1);
  });

  it('rejects a password containing the whole value of another field, by case or not', () => {
    const sensitive = { cannotContainOthers: ['userName', 'givenName'] };
    expect(checkPassword('xxbjensenxx', sensitive, CONTEXT)).toEqual([
      { message: 'validation.password.cannotContainOthers', values: { fields: ['userName'] } },
    ]);
    expect(checkPassword('BJENSEN1', sensitive, CONTEXT)).toEqual([]);
    expect(checkPassword('bjense', sensitive, CONTEXT)).toEqual([]);

    const insensitive = { cannotContainOthersCaseInsensitive: ['userName', 'givenName'] };
    expect(checkPassword('BJENSEN1', insensitive, CONTEXT)).toEqual([
      {
        message: 'validation.password.cannotContainOthersCaseInsensitive',
        values: { fields: ['userName'] },
      },
    ]);
    expect(checkPassword('barbara!BJensen', insensitive, CONTEXT)).toEqual([
      {
        message: 'validation.password.cannotContainOthersCaseInsensitive',
        values: { fields: ['userName', 'givenName'] },
      },
    ]);
  });

  it('ignores blank, missing, non-text and inherited fields', () => {
    const policy = { cannotContainOthersCaseInsensitive: ['mail', 'age', 'toString', 'missing'] };
    const fields = { mail: '  ', age: 42 };
    expect(checkPassword('anything42 toString', policy, { fields })).toEqual([]);
    expect(checkPassword('anything', policy)).toEqual([]);
  });

  it('rejects a common password whatever its case', () => {
    const policy = { noCommonPasswords: true };
    for (const common of ['password', 'Password', 'QWERTY', 'iloveyou', 'P@ssw0rd', '123456']) {
      expect(checkPassword(common, policy), common).toEqual([
        { message: 'validation.password.noCommonPasswords' },
      ]);
    }
    expect(checkPassword('correct horse battery staple', policy)).toEqual([]);
    expect(checkPassword('password', { noCommonPasswords: false })).toEqual([]);
  });

  it('checks length in characters between min and max, either bound alone', () => {
    expect(checkPassword('short', { length: { min: 8, max: 16 } })).toEqual([
      { message: 'validation.password.length', values: { min: 8, max: 16 } },
    ]);
    expect(checkPassword('x'.repeat(17), { length: { min: 8, max: 16 } })).toHaveLength(1);
    expect(checkPassword('x'.repeat(16), { length: { min: 8, max: 16 } })).toEqual([]);
    expect(checkPassword('😀'.repeat(8), { length: { min: 8 } })).toEqual([]);
    expect(checkPassword('abc', { length: { min: 8 } })).toEqual([
      { message: 'validation.password.length', values: { min: 8 } },
    ]);
  });

  it('rejects one of the last N passwords, matching case exactly', () => {
    const policy = { passwordHistory: 2 };
    const context = { previousPasswords: CONTEXT.previousPasswords };
    expect(checkPassword('Second2nd!', policy, context)).toEqual([
      { message: 'validation.password.passwordHistory', values: { count: 2 } },
    ]);
    expect(checkPassword('First1st!', policy, context)).toEqual([]);
    expect(checkPassword('second2nd!', policy, context)).toEqual([]);
    expect(checkPassword('Third3rd!', { passwordHistory: 0 }, context)).toEqual([]);
    expect(checkPassword('Third3rd!', policy)).toEqual([]);
  });

  it('judges a password that is not text as the empty one, without throwing', () => {
    for (const value of [undefined, null, 42, {}, ['Tr0ub4dor&3x']]) {
      expect(checkPassword(value, STRICT, CONTEXT)).toEqual(checkPassword('', STRICT, CONTEXT));
    }
    expect(checkPassword('anything', {})).toEqual([]);
  });

  it('parses a policy from a boundary and rejects impossible counts', () => {
    expect(passwordPolicySchema.parse(STRICT)).toEqual(STRICT);
    expect(passwordPolicySchema.safeParse({ minCapitals: -1 }).success).toBe(false);
    expect(passwordPolicySchema.safeParse({ length: { min: 1.5 } }).success).toBe(false);
  });
});
