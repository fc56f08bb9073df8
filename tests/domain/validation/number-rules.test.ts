import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('number rules', () => {
  it('number: digits, dashes and periods only', () => {
    expectValid('number', ['123', '1.2.3', '-1', '555-1234', 12, -1.5]);
    expectInvalid('number', ['1a', '1,5', '+1', '1 2', '1e3', true, Number.NaN, Infinity]);
  });

  it('integer: an optional minus and digits', () => {
    expectValid('integer', ['0', '-12', '42', 7, -3]);
    expectInvalid('integer', ['1.5', 1.5, '+1', '1e3', ' 1', '--1', '-', false]);
  });

  it('numeric: digits only', () => {
    expectValid('numeric', ['0', '007', 12]);
    expectInvalid('numeric', ['-1', -1, '1.0', 1.5, '١٢', 'twelve']);
  });

  it('maxValue: at most max, with the default or a custom message', () => {
    const params = { max: 10 };
    expectValid('maxValue', [10, '10', 9.99, '-5', ' 3 ', '1e1'], params);
    expectInvalid('maxValue', [11, '10.01', 'abc', Infinity, true, [5, 11], '0x0'], params, {
      values: params,
    });
    expectInvalid(
      'maxValue',
      [11],
      { max: 10, message: 'risk.thresholdTooHigh' },
      {
        message: 'risk.thresholdTooHigh',
        values: params,
      },
    );
  });

  it('minValue: at least min, with the default or a custom message', () => {
    const params = { min: 0 };
    expectValid('minValue', [0, '0', '5', 0.1], params);
    expectInvalid('minValue', [-1, '-0.5', 'zero'], params, { values: params });
    expectInvalid(
      'minValue',
      [-1],
      { min: 0, message: 'reports.days.min' },
      {
        message: 'reports.days.min',
        values: params,
      },
    );
  });

  it('rejects bounds that are not numbers', () => {
    expect(() => validate('maxValue', 1, { max: '10' })).toThrow(/maxValue/);
    expect(() => validate('minValue', 1, { min: 0, message: 5 })).toThrow(/minValue/);
  });
});
