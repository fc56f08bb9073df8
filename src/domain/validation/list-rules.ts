import * as z from 'zod/mini';
import { comparable, paramRule, sameValue, simpleRule, textSchema, valueSchema } from './rule.js';

const list = z.array(z.unknown());

/** Matches any of `values` after trimming and ignoring case; a value that is no text fails. */
function matchesNoneLoosely(message: string, values: readonly unknown[]) {
  const taken = new Set(values.map(comparable).filter((value) => value !== undefined));
  return valueSchema(message, (value) => {
    const key = comparable(value);
    return key !== undefined && !taken.has(key);
  });
}

export const listRules = {
  /** Text, a number or a boolean that is not exactly one of `list`. */
  excluded: paramRule(z.object({ list }), ({ list }) => ({
    schema: valueSchema(
      'validation.excluded',
      (value) =>
        ['string', 'number', 'boolean'].includes(typeof value) &&
        !list.some((x) => sameValue(x, value)),
    ),
  })),
  /** Unlike every one of `others`, ignoring case and surrounding space. */
  unique: paramRule(z.object({ others: list }), ({ others }) => ({
    schema: matchesNoneLoosely('validation.unique', others),
  })),
  notAllowed: paramRule(z.object({ values: list }), ({ values }) => ({
    schema: matchesNoneLoosely('validation.notAllowed', values),
  })),
  /** Items separated by commas, none of them blank. */
  commaSeparated: simpleRule(
    textSchema('validation.commaSeparated', (text) =>
      text.split(',').every((item) => item.trim() !== ''),
    ),
  ),
  /** One of `values`, compared by value, so that 'true' matches true for a boolean choice. */
  oneOf: paramRule(z.object({ values: list }), ({ values }) => ({
    schema: valueSchema('validation.oneOf', (value) => values.some((x) => sameValue(x, value))),
  })),
  /** An array of at least `min` items; a missing value counts as none. */
  minItems: paramRule(
    z.object({ min: z.int().check(z.nonnegative()) }),
    ({ min }) => ({
      schema: valueSchema('validation.minItems', (value) => {
        const items: unknown = value ?? [];
        return Array.isArray(items) && items.length >= min;
      }),
      values: { min },
    }),
    { checksEmpty: true, checksLists: true },
  ),
};
