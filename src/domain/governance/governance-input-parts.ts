import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from '../constants.js';
import { toInstant } from '../validation/calendar-date.js';
import { ruleCheck } from '../validation/rule-check.js';
import { MAX_COMMENT_LENGTH } from './governance-feature.js';

/** Characters an id (user, catalog item, request, grant, delegate) may hold at most. */
const GOVERNANCE_ID_MAX_LENGTH = 128;
/** Characters a list's search text may hold at most. */
const GOVERNANCE_SEARCH_MAX_LENGTH = 256;
/** The last page a list may ask for. */
const MAX_PAGE = 10_000;

export const governanceIdSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: GOVERNANCE_ID_MAX_LENGTH }),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'validation.invalid_format'),
  );

export const governanceRevSchema = z.string().check(z.regex(/^\d{1,9}$/, 'validation.revision'));

export const commentSchema = z
  .string()
  .check(ruleCheck('maxLength', { length: MAX_COMMENT_LENGTH }));

export const searchSchema = z.nullish(
  z.string().check(ruleCheck('maxLength', { length: GOVERNANCE_SEARCH_MAX_LENGTH })),
);

/** `pageSize` (10, 20, 50 or 100) and zero-based `page` of a governance list. */
export const pagingShape = {
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  page: z
    .number()
    .check(
      ruleCheck('integer'),
      ruleCheck('minValue', { min: 0 }),
      ruleCheck('maxValue', { max: MAX_PAGE }),
    ),
};

/** A calendar day as YYYY-MM-DD. */
export const isoDaySchema = z.string().check(
  ruleCheck('required'),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid_format'),
  z.refine((text) => toInstant(text) !== undefined, 'validation.invalid_format'),
);

export const uniqueIds = <T extends string>(ids: readonly T[]) => new Set(ids).size === ids.length;
