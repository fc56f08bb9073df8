import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from './constants.js';
import { ENDPOINT_NAME, ENDPOINT_SORT_KEYS } from './custom-endpoints.js';
import { ruleCheck } from './validation/rule-check.js';

export const ENDPOINT_CSV_MAX_ROWS = 10_000;

const searchSchema = z.nullish(z.string().check(ruleCheck('maxLength', { length: 100 })));
const listShape = {
  sortKey: z.nullish(z.enum(ENDPOINT_SORT_KEYS)),
  sortDescending: z.nullish(z.boolean()),
  search: searchSchema,
};

export const endpointCsvInputSchema = z.object(listShape);
export const endpointListInputSchema = z.object({
  ...listShape,
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  offset: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
});
export type EndpointListQuery = z.infer<typeof endpointCsvInputSchema>;

export const setEndpointDeployedInputSchema = z.object({
  name: z.string().check(z.regex(ENDPOINT_NAME, 'validation.alphaNumDash')),
  rev: z.string().check(ruleCheck('required'), z.maxLength(32)),
  deployed: z.boolean(),
});
export type SetEndpointDeployedInput = z.infer<typeof setEndpointDeployedInputSchema>;
