import { describe, it } from 'vitest';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('character class rules', () => {
  it('alpha: letters of any script only', () => {
    expectValid('alpha', ['abc', 'ABC', 'José', 'Zoe\u0308', 'Straße', 'Ελληνικά', '日本語']);
    expectInvalid('alpha', ['abc1', 'a b', 'a-b', ' abc', 'abc\n', '!', 5, true, ['a', 'b1'], {}]);
  });

  it('alphaNum: letters and decimal digits', () => {
    expectValid('alphaNum', ['abc123', 'Ab9', '٣٤', 'Ünïcode1']);
    expectInvalid('alphaNum', ['a_b', 'a-b', 'a b', 'a.b', '½', 123, ['a_b']]);
  });

  it('alphaNumDash: letters, digits, dashes and underscores', () => {
    expectValid('alphaNumDash', ['my-app_1', 'abc', '-', 'été-2']);
    expectInvalid('alphaNumDash', ['a b', 'a.b', 'a/b', 'a—b', 12]);
  });

  it('alphaDashSpaces: letters, digits, dashes, underscores and spaces', () => {
    expectValid('alphaDashSpaces', ['my app-name_1', 'Ana María', ' ']);
    expectInvalid('alphaDashSpaces', ['a\tb', 'a.b', 'a,b', 'a\u00a0b', false]);
  });

  it('alphaNumLower: ASCII lower-case letters and digits', () => {
    expectValid('alphaNumLower', ['abc123', 'a', '0']);
    expectInvalid('alphaNumLower', ['Abc', 'é', 'a-b', 'a b', 'a_b']);
  });

  it('alphaNumUnderComma: ASCII letters, digits, underscores and commas', () => {
    expectValid('alphaNumUnderComma', ['a_b,C1', ',', 'ABC']);
    expectInvalid('alphaNumUnderComma', ['a b', 'a-b', 'é', 'a;b']);
  });

  it('lowerAlphaNumUnderHyphen: ASCII lower case, digits, underscores and hyphens', () => {
    expectValid('lowerAlphaNumUnderHyphen', ['esv-my_secret1', 'a', '_-']);
    expectInvalid('lowerAlphaNumUnderHyphen', ['Esv', 'a.b', 'a b', 'ü']);
  });
});
