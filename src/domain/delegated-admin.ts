import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from './constants.js';
import { patchOperationSchema } from './profile-patch.js';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

/** The resource types the delegated-admin screens administer. */
export const DELEGATED_RESOURCE_TYPES = ['managed'] as const;

const LIST_SEARCH_MAX_LENGTH = 100;
const LIST_MAX_OFFSET = 100_000;
/** The most rows one CSV export holds. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

const resourceTypeSchema = z
  .string()
  .check(ruleCheck('oneOf', { values: [...DELEGATED_RESOURCE_TYPES] }), ruleCheck('required'));
const resourceNameSchema = z
  .string()
  .check(z.regex(/^[a-z0-9_-]{1,64}$/, 'validation.lowerAlphaNumUnderHyphen'));
const resourceIdSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 255 }),
    z.regex(/^[^/\s]+$/, 'validation.noWhitespace'),
  );
const sortKeySchema = z.nullish(
  z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.oneOf')),
);
const searchSchema = z.nullish(
  z.string().check(ruleCheck('maxLength', { length: LIST_SEARCH_MAX_LENGTH })),
);

const managedResourceSchema = z.object({
  resourceType: resourceTypeSchema,
  resourceName: resourceNameSchema,
});

const listQueryShape = {
  ...managedResourceSchema.shape,
  sortKey: sortKeySchema,
  sortDescending: z.nullish(z.boolean()),
  search: searchSchema,
};

export const managedListCsvInputSchema = z.object(listQueryShape);

export const managedListInputSchema = z.object({
  ...listQueryShape,
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  offset: z
    .number()
    .check(
      ruleCheck('integer'),
      ruleCheck('minValue', { min: 0 }),
      ruleCheck('maxValue', { max: LIST_MAX_OFFSET }),
    ),
});

export const managedObjectArgsSchema = z.object({
  ...managedResourceSchema.shape,
  id: resourceIdSchema,
});

export const updateManagedObjectSchema = z.object({
  ...managedResourceSchema.shape,
  id: resourceIdSchema,
  rev: z
    .string()
    .check(
      ruleCheck('required'),
      ruleCheck('maxLength', { length: 128 }),
      z.regex(/^[^"\s]*$/, 'validation.revision'),
    ),
  operations: z
    .array(patchOperationSchema)
    .check(ruleCheck('minItems', { min: 1 }), maxItemsCheck(50)),
});

export type ManagedListInput = z.infer<typeof managedListInputSchema>;
export type ManagedListCsvInput = z.infer<typeof managedListCsvInputSchema>;
export type UpdateManagedObjectInput = z.infer<typeof updateManagedObjectSchema>;
