import { NumberParser } from '@internationalized/number';

const ALL_DIGITS = { maximumFractionDigits: 20 };

/** A number as a user of `locale` would type it ("0,001" in German), without group separators. */
export function numberText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { ...ALL_DIGITS, useGrouping: false }).format(value);
}

/**
 * Typed text read as `locale` writes numbers: "0,001" and "1.000" are 0.001 and 1000 in German.
 * NaN when the text is empty or no number.
 */
export function parseNumberText(text: string, locale: string): number {
  const typed = text.trim();
  const parser = new NumberParser(locale, ALL_DIGITS);
  return typed !== '' && parser.isValidPartialNumber(typed) ? parser.parse(typed) : Number.NaN;
}
