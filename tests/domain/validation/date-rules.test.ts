import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/domain/validation/index.js';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('date rules', () => {
  it('dateFormat: dd.mm.yyyy or dd/mm/yyyy naming a real calendar day', () => {
    expectValid('dateFormat', ['01.01.2024', '29.02.2024', '31/12/1999', '29.02.2000']);
    expectInvalid('dateFormat', [
      '29.02.2023',
      '29.02.1900',
      '31.04.2024',
      '00.01.2024',
      '01.13.2024',
      '01.00.2024',
      '01.01.0000',
      '1.1.2024',
      '01.01.24',
      '01-01-2024',
      '01.01/2024',
      '2024-01-01',
      ' 01.01.2024',
      20240101,
      new Date(),
    ]);
  });

  it('isAfterDate: strictly after the given date', () => {
    const params = { date: '15.06.2024' };
    expectValid(
      'isAfterDate',
      ['16.06.2024', '2024-06-16', '2024-06-15T00:00:01Z', new Date(Date.UTC(2025, 0, 1))],
      params,
    );
    expectInvalid(
      'isAfterDate',
      ['15.06.2024', '14/06/2024', '2024-06-14T23:59:59+00:00', 'soon', '31.02.2025', {}],
      params,
      { values: params },
    );
  });

  it('isBeforeDate: strictly before the given date', () => {
    const date = new Date(Date.UTC(2024, 5, 15));
    expectValid('isBeforeDate', ['14.06.2024', '2024-06-14', Date.UTC(2024, 0, 1)], { date });
    expectInvalid(
      'isBeforeDate',
      ['15.06.2024', '16.06.2024', '2024-13-01'],
      { date },
      {
        values: { date },
      },
    );
  });

  it('endAfterStart: the delegate end date may equal the start but not precede it', () => {
    const params = { start: '2024-06-15' };
    expectValid('endAfterStart', ['15.06.2024', '16/06/2024', '2030-01-01T08:00:00Z'], params);
    expectInvalid('endAfterStart', ['14.06.2024', '2024-06-14T23:59:59Z'], params, {
      values: params,
    });
  });

  it('treats a start or bound that is no date as a programming error', () => {
    expect(() => validate('isAfterDate', '01.01.2024', { date: 'yesterday' })).toThrow(
      /isAfterDate/,
    );
    expect(() => validate('isBeforeDate', '01.01.2024')).toThrow(TypeError);
    expect(() => validate('endAfterStart', '01.01.2024', { start: '30.02.2024' })).toThrow(
      /endAfterStart/,
    );
  });
});
