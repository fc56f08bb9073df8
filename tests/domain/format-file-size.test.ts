import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/domain/format-file-size.js';

describe('formatFileSize', () => {
  it('counts in base 1024 with two decimals above one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1023)).toBe('1,023 Bytes');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2 + 256 * 1024)).toBe('5.25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1.00 TB');
  });

  it('moves up a unit when the rounded amount would reach 1024', () => {
    expect(formatFileSize(1048575)).toBe('1.00 MB');
    expect(formatFileSize(1023.7)).toBe('1.00 KB');
  });

  it('stays in petabytes for the largest sizes', () => {
    expect(formatFileSize(2048 * 1024 ** 5)).toBe('2,048.00 PB');
  });

  it('uses the decimal separator of the language', () => {
    expect(formatFileSize(1536, 'fr')).toBe('1,50 KB');
    expect(formatFileSize(1536, 'de')).toBe('1,50 KB');
    expect(formatFileSize(2048 * 1024 ** 5, 'de')).toBe('2.048,00 PB');
  });

  it('refuses sizes that are not a number of bytes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
