import * as z from 'zod/mini';
import { asText, paramRule, patternSchema, simpleRule, textSchema, valueSchema } from './rule.js';

/** Length in characters (code points), so an emoji counts once. */
const characterCount = (text: string) => [...text].length;

const lengthParams = z.object({ length: z.int().check(z.nonnegative()) });

function lengthWithin(message: string, holds: (count: number) => boolean) {
  return valueSchema(message, (value) => {
    const text = asText(value);
    return text !== undefined && holds(characterCount(text));
  });
}

/** Not undefined, null, blank text, an empty array, false or NaN. */
function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export const textRules = {
  required: simpleRule(valueSchema('validation.required', hasValue), {
    checksEmpty: true,
    checksLists: true,
  }),
  /** At most `length` characters. */
  maxLength: paramRule(lengthParams, ({ length }) => ({
    schema: lengthWithin('validation.maxLength', (count) => count <= length),
    values: { length },
  })),
  /** At least `length` characters, as in "type at least N characters" of the user search. */
  minLength: paramRule(lengthParams, ({ length }) => ({
    schema: lengthWithin('validation.minLength', (count) => count >= length),
    values: { length },
  })),
  noLeadingTrailingSpace: simpleRule(
    textSchema('validation.noLeadingTrailingSpace', (text) => !/^\s|\s$/u.test(text)),
  ),
  /** No run of two or more whitespace characters. */
  singleSpaces: simpleRule(textSchema('validation.singleSpaces', (text) => !/\s{2}/u.test(text))),
  noWhitespace: simpleRule(patternSchema('validation.noWhitespace', /^\S*$/u)),
  /** Does not start with `prefix`, ignoring case. */
  notStartWith: paramRule(z.object({ prefix: z.string().check(z.minLength(1)) }), ({ prefix }) => ({
    schema: textSchema(
      'validation.notStartWith',
      (text) => !text.toLowerCase().startsWith(prefix.toLowerCase()),
    ),
    values: { prefix },
  })),
};
