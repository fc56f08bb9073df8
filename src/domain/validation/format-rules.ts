import * as z from 'zod/mini';
import { parseQueryFilter } from '../query-filter/parse-query-filter.js';
import { QueryFilterSyntaxError } from '../query-filter/query-filter-syntax-error.js';
import { patternSchema, simpleRule, textSchema, valueSchema } from './rule.js';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** true or false, a number, or any JSON text; as text or as the value itself. */
function isAssignmentValue(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') {
    const text = value.trim();
    return text !== '' && (isJson(text) || Number.isFinite(Number(text)));
  }
  return typeof value === 'object' && value !== null;
}

/**
 * A single ticked box (`true`), a list with a truthy entry (the checked values), or a map with a
 * `true` (checkbox → checked).
 */
function hasCheckedBox(value: unknown): boolean {
  if (value === true) return true;
  if (Array.isArray(value)) return value.some(Boolean);
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).some((checked) => checked === true)
  );
}

/** A CREST query filter, judged by the platform's own parser; a failure tells the position. */
const queryFilterSchema = z.string('validation.queryFilter').check(
  z.superRefine((text, ctx) => {
    try {
      parseQueryFilter(text);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        input: text,
        message: 'validation.queryFilter',
        ...(error instanceof QueryFilterSyntaxError
          ? { params: { position: error.position } }
          : {}),
      });
    }
  }),
);

export const formatRules = {
  json: simpleRule(textSchema('validation.json', isJson)),
  /** Segments of a-z and 0-9 joined by single periods: `esv.my.secret1`. */
  secretLabel: simpleRule(patternSchema('validation.secretLabel', /^[a-z0-9]+(?:\.[a-z0-9]+)*$/)),
  /** An optional leading +, then digits, spaces, dashes and parentheses, with a digit among them. */
  phoneNumber: simpleRule(
    textSchema(
      'validation.phoneNumber',
      (text) => /^\+?[0-9\- ()]*$/.test(text) && /\d/.test(text),
    ),
  ),
  /**
   * A person's name: letters of any script with their accents, and between them a single space,
   * hyphen, apostrophe or period (a period may take a space after it): `Anne-Marie O’Neil`,
   * `J. R. R.`.
   */
  nameCharacters: simpleRule(
    patternSchema('validation.nameCharacters', /^\p{L}\p{M}*(?:(?:\. ?|[ '’-])?\p{L}\p{M}*)*\.?$/u),
  ),
  /** Lower-case letters and digits in hyphen-joined groups, starting with a letter: `my-tenant2`. */
  tenantName: simpleRule(patternSchema('validation.tenantName', /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/)),
  /** Four groups of four digits: `1234-1234-1234-1234`. */
  supportKey: simpleRule(patternSchema('validation.supportKey', /^\d{4}-\d{4}-\d{4}-\d{4}$/)),
  queryFilter: simpleRule(queryFilterSchema),
  assignmentAttribute: simpleRule(valueSchema('validation.assignmentAttribute', isAssignmentValue)),
  atLeastOneChecked: simpleRule(valueSchema('validation.atLeastOneChecked', hasCheckedBox), {
    checksEmpty: true,
    checksLists: true,
  }),
};
