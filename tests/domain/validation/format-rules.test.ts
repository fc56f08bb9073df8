import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('format rules', () => {
  it('json: text that parses as JSON', () => {
    expectValid('json', ['{}', '[]', '{"a":1}', '1', '"x"', 'null', 'true', ' {"a": [1, 2]} ']);
    expectInvalid('json', ['{a:1}', "{'a':1}", '{', 'undefined', '{"a":1,}', ' ', { a: 1 }]);
  });

  it('secretLabel: a-z and 0-9 segments joined by single periods', () => {
    expectValid('secretLabel', ['esv.my.secret1', 'a', 'abc123', '1.2.3']);
    expectInvalid('secretLabel', [
      '.esv',
      'esv.',
      'esv..x',
      'Esv.x',
      'esv-x',
      'esv_x',
      'esv x',
      'ésv',
    ]);
  });

  it('phoneNumber: an optional +, then digits, spaces, dashes and parentheses', () => {
    expectValid('phoneNumber', ['+1 (555) 123-4567', '0123456789', '555-1234', '+44 20 7946 0958']);
    expectInvalid('phoneNumber', ['+', '()', 'abc', '+1 555 CALL', '++1', '1+1', '555.1234', 15]);
  });

  it('nameCharacters: letters of any script, with single separators between them', () => {
    expectValid('nameCharacters', [
      'Ada',
      'Anne-Marie',
      'O’Neil',
      "D'Angelo",
      'van der Berg',
      'J. R. R.',
      'Zoë',
      'Björk',
      'José',
      '李小龍',
      'Ωμέγα',
    ]);
    expectInvalid('nameCharacters', [
      'R2D2',
      'Ada  Lovelace',
      ' Ada',
      'Ada ',
      '-Ada',
      'Ada--Lovelace',
      'ada_lovelace',
      'Ada!',
      '<b>Ada</b>',
    ]);
  });

  it('tenantName: like my-tenant2', () => {
    expectValid('tenantName', ['my-tenant2', 'tenant', 'a1-b2-c3']);
    expectInvalid('tenantName', [
      'My-tenant2',
      '2tenant',
      '-tenant',
      'tenant-',
      'my--tenant',
      'my_tenant',
      'my tenant',
    ]);
  });

  it('supportKey: like 1234-1234-1234-1234', () => {
    expectValid('supportKey', ['1234-1234-1234-1234', '0000-9999-0000-9999']);
    expectInvalid('supportKey', [
      '1234123412341234',
      '1234-1234-1234',
      '1234-1234-1234-12345',
      'abcd-1234-1234-1234',
      ' 1234-1234-1234-1234',
      '1234_1234_1234_1234',
      '١٢٣٤-1234-1234-1234',
      1234,
    ]);
  });

  it('queryFilter: judged by the platform parser, failing with the position', () => {
    expectValid('queryFilter', [
      'true',
      'userName eq "bjensen"',
      '/name/givenName sw "B" and !(mail pr)',
      '(a eq 1 or b lt 2.5)',
    ]);
    expect(validate('queryFilter', 'userName eq')).toEqual({
      valid: false,
      message: 'validation.queryFilter',
      values: { position: 11 },
    });
    expect(validate('queryFilter', 'a zz 1')).toEqual({
      valid: false,
      message: 'validation.queryFilter',
      values: { position: 2 },
    });
    for (const filter of ['(a eq 1', '"unterminated', 'a eq "x', ')', '   ']) {
      expect(validate('queryFilter', filter), filter).toEqual({
        valid: false,
        message: 'validation.queryFilter',
        values: { position: expect.any(Number) as number },
      });
    }
    expectInvalid('queryFilter', [5, {}]);
  });

  it('assignmentAttribute: true or false, a number, or JSON', () => {
    expectValid('assignmentAttribute', [
      true,
      false,
      'true',
      'false',
      '42',
      '-1.5',
      42,
      '{"a":1}',
      '["x"]',
      '"text"',
      { a: 1 },
    ]);
    expectInvalid('assignmentAttribute', ['abc', 'True', '{a:1}', ' ', Number.NaN, Infinity]);
  });

  it('atLeastOneChecked: a ticked box, a checked value, or a map with one true', () => {
    expectValid('atLeastOneChecked', [true, ['email'], [false, true], { email: true, sms: false }]);
    expectInvalid('atLeastOneChecked', [
      undefined,
      null,
      '',
      false,
      [],
      [false, ''],
      { email: false },
      'email',
    ]);
  });
});
