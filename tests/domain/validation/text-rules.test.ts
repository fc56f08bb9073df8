import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('text rules', () => {
  it('required: a value that is not blank, empty, false or NaN', () => {
    expectValid('required', ['a', ' a ', 0, true, [0], {}, 'false']);
    expectInvalid('required', [undefined, null, '', '   ', '\t\n', [], false, Number.NaN]);
  });

  it('maxLength: at most length characters, an emoji counting once', () => {
    const params = { length: 5 };
    expectValid('maxLength', ['abcde', 12345, '😀😀😀😀😀', 'José!'], params);
    expectInvalid('maxLength', ['abcdef', 123456, '😀😀😀😀😀😀', ['a', 'abcdef'], {}], params, {
      values: params,
    });
  });

  it('minLength: at least length characters, as the user search needs', () => {
    const params = { length: 3 };
    expectValid('minLength', ['abc', 'José', 123, '   '], params);
    expectInvalid('minLength', ['ab', '😀😀', 12, [1, 2, 3]], params, { values: params });
  });

  it('noLeadingTrailingSpace', () => {
    expectValid('noLeadingTrailingSpace', ['a b', 'ab', 'a  b']);
    expectInvalid('noLeadingTrailingSpace', [' a', 'a ', '\ta', 'a\n', '\u00a0a', ' ', 5]);
  });

  it('singleSpaces: no run of two whitespace characters', () => {
    expectValid('singleSpaces', ['a b c', 'a\tb', ' a ']);
    expectInvalid('singleSpaces', ['a  b', 'a \tb', 'a\n\nb']);
  });

  it('noWhitespace', () => {
    expectValid('noWhitespace', ['abc', 'a-b_c']);
    expectInvalid('noWhitespace', ['a b', 'a\tb', ' ', '\u2003', 'a\n']);
  });

  it('notStartWith: not the prefix, ignoring case', () => {
    const params = { prefix: 'esv' };
    expectValid('notStartWith', ['myesv', 'es', 'e-sv'], params);
    expectInvalid('notStartWith', ['esv-x', 'ESV-x', 'Esv', 4], params, { values: params });
    expect(() => validate('notStartWith', 'a', { prefix: '' })).toThrow(/notStartWith/);
  });

  it('rejects lengths that are not whole counts', () => {
    expect(() => validate('maxLength', 'a', { length: 'x' })).toThrow(TypeError);
    expect(() => validate('minLength', 'a', {})).toThrow(/minLength/);
    expect(() => validate('maxLength', 'a', { length: -1 })).toThrow(/maxLength/);
  });
});
