import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('list rules', () => {
  it('excluded: not exactly one of the list', () => {
    const params = { list: ['admin', 'root', 7] };
    expectValid('excluded', ['Admin', 'user', ' admin', 8], params);
    expectInvalid('excluded', ['admin', 'root', 7, '7', {}, ['x', 'root']], params);
  });

  it('unique: unlike the other values, ignoring case and surrounding space', () => {
    const params = { others: ['Alpha', ' beta ', 5, null] };
    expectValid('unique', ['gamma', 'alphabet', 'be ta', 6], params);
    expectInvalid('unique', ['alpha', ' ALPHA ', 'beta', '5', 5, {}, true], params);
  });

  it('notAllowed: none of the values, ignoring case and surrounding space', () => {
    const params = { values: ['Root'] };
    expectValid('notAllowed', ['roots', 'admin'], params);
    expectInvalid('notAllowed', ['root', ' ROOT\t'], params);
  });

  it('commaSeparated: items separated by commas, none blank', () => {
    expectValid('commaSeparated', ['a', 'a,b', 'a, b ,c', 'openid,profile']);
    expectInvalid('commaSeparated', ['a,,b', ',a', 'a,', ' , ', 'a, ,b', ['a', 'b,']]);
  });

  it('oneOf: one of the values, booleans matching their text', () => {
    expectValid('oneOf', [true, false, 'true', 'false'], { values: [true, false] });
    expectInvalid('oneOf', ['yes', 1, 'True', [true, 'yes']], { values: [true, false] });
    expectValid('oneOf', ['low', 'high'], { values: ['low', 'medium', 'high'] });
    expectInvalid('oneOf', ['urgent', 'Low'], { values: ['low', 'medium', 'high'] });
  });

  it('minItems: an array of at least min items; nothing counts as none', () => {
    const params = { min: 2 };
    expectValid(
      'minItems',
      [
        [1, 2],
        ['a', 'b', 'c'],
      ],
      params,
    );
    expectInvalid('minItems', [[1], [], undefined, null, '', 'ab', { length: 2 }], params, {
      values: params,
    });
    expectValid('minItems', [undefined, []], { min: 0 });
  });

  it('rejects params that are not lists or counts', () => {
    expect(() => validate('excluded', 'a', { list: 'a,b' })).toThrow(/excluded/);
    expect(() => validate('unique', 'a')).toThrow(/unique/);
    expect(() => validate('minItems', [], { min: -1 })).toThrow(/minItems/);
    expect(() => validate('minItems', [], { min: 1.5 })).toThrow(/minItems/);
  });
});
