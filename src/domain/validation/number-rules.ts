import * as z from 'zod/mini';
import { asText, paramRule, simpleRule, valueSchema } from './rule.js';

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A finite number, or the decimal text of one (surrounding space allowed). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

function textMatching(message: string, pattern: RegExp) {
  return valueSchema(message, (value) => {
    const text = asText(value);
    return text !== undefined && pattern.test(text);
  });
}

function withinBound(message: string, holds: (value: number) => boolean) {
  return valueSchema(message, (value) => {
    const number = toNumber(value);
    return number !== undefined && holds(number);
  });
}

export const numberRules = {
  /** Digits, dashes and periods only, as in version strings and phone-like numbers. */
  number: simpleRule(textMatching('validation.number', /^[0-9.-]+$/)),
  integer: simpleRule(textMatching('validation.integer', /^-?\d+$/)),
  /** Digits only: a whole number that is not negative. */
  numeric: simpleRule(textMatching('validation.numeric', /^\d+$/)),
  /** At most `max`; fails with `message` when one is given. */
  maxValue: paramRule(
    z.object({ max: z.number(), message: z.optional(z.string()) }),
    ({ max, message }) => ({
      schema: withinBound(message ?? 'validation.maxValue', (value) => value <= max),
      values: { max },
    }),
  ),
  /** At least `min`; fails with `message` when one is given. */
  minValue: paramRule(
    z.object({ min: z.number(), message: z.optional(z.string()) }),
    ({ min, message }) => ({
      schema: withinBound(message ?? 'validation.minValue', (value) => value >= min),
      values: { min },
    }),
  ),
};
