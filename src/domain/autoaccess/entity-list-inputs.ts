import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from '../constants.js';
import { ruleCheck } from '../validation/rule-check.js';

const SEARCH_MAX_LENGTH = 100;
const CURSOR_MAX_LENGTH = 512;

const text = (max: number) => z.string().check(ruleCheck('maxLength', { length: max }));

/** A page of an entity list sorted by name: the data sources, the pipeline definitions. */
export const entityListInputSchema = z.object({
  /** Text the name contains; `*` stands for any characters. */
  search: z.nullish(text(SEARCH_MAX_LENGTH)),
  sortDescending: z.nullish(z.boolean()),
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  /** Where the page starts: the cursor the previous page ended with. */
  after: z.nullish(text(CURSOR_MAX_LENGTH)),
});
