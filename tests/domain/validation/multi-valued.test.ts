import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('a rule applied to a multi-valued attribute', () => {
  it('accepts the list when every element passes, an empty list included', () => {
    expectValid('email', [['a@b.co', 'c@d.org'], [], ['a@b.co', '', null]]);
    expectValid('maxLength', [['abc', 12345]], { length: 5 });
    expectValid('excluded', [['user', 'guest']], { list: ['admin'] });
  });

  it('fails as its first failing element does, with that element’s values', () => {
    expectInvalid('email', [['a@b.co', 'nope', 'x y']]);
    expect(validate('maxLength', ['ok', 'far too long'], { length: 5 })).toEqual({
      valid: false,
      message: 'validation.maxLength',
      values: { length: 5 },
    });
    expect(validate('maxValue', [1, 20], { max: 10, message: 'custom.tooBig' })).toMatchObject({
      valid: false,
      message: 'custom.tooBig',
    });
  });

  it('leaves required, minItems and atLeastOneChecked to judge the list as a whole', () => {
    expectInvalid('required', [[]]);
    expectValid('required', [['', 'a']]);
    expectInvalid('minItems', [['a']], { min: 2 }, { values: { min: 2 } });
    expectValid('minItems', [['a', 'b']], { min: 2 });
    expectValid('atLeastOneChecked', [[false, 'red']]);
    expectInvalid('atLeastOneChecked', [[false, '']]);
  });
});
