const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

const BASE = 1024;

/** Whole bytes; two decimals for every larger unit. */
const decimalsFor = (exponent: number) => (exponent === 0 ? 0 : 2);

const rounded = (amount: number, decimals: number) =>
  Math.round(amount * 10 ** decimals) / 10 ** decimals;

/**
 * A size in bytes in the largest unit of 1024 it reaches, as shown rounded (1023.999 KB is
 * "1.00 MB"): "0 Bytes", "512 Bytes", "1.50 KB", with the number format of `locale`.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A file size must be a finite number of bytes, not ${bytes}`);
  }
  let exponent = 0;
  let amount = bytes;
  while (exponent < FILE_SIZE_UNITS.length - 1 && rounded(amount, decimalsFor(exponent)) >= BASE) {
    amount /= BASE;
    exponent += 1;
  }
  const decimals = decimalsFor(exponent);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${number} ${FILE_SIZE_UNITS[exponent]}`;
}
