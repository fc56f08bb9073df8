import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../src/domain/csv.js';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('writes empty fields for absent values and plain text for numbers and booleans', () => {
    expect([null, undefined, 42, -1.5, true].map(csvField)).toEqual(['', '', '42', '-1.5', 'true']);
    expect(csvField({ _ref: 'managed/user/1' })).toBe('"{""_ref"":""managed/user/1""}"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('ends the header and every row with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Mail'],
        [
          ['Ann', 'ann@example.com'],
          ['Bo, Jr', null],
        ],
      ),
    ).toBe('Name,Mail\r\nAnn,ann@example.com\r\n"Bo, Jr",\r\n');
  });
});
