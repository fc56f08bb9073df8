import * as z from 'zod/mini';
import { MAX_USERS_PER_REQUEST } from '../constants.js';
import { ENUMERATIONS } from '../enumerated-values.js';
import { validate } from '../validation/index.js';
import { maxItemsCheck, ruleCheck } from '../validation/rule-check.js';
import {
  commentSchema,
  governanceIdSchema,
  governanceRevSchema,
  isoDaySchema,
  pagingShape,
  searchSchema,
  uniqueIds,
} from './governance-input-parts.js';
import { GRANT_TYPES, ITEM_TYPES } from './access-types.js';
import { MAX_ITEMS_PER_REQUEST, USER_SEARCH_MIN_CHARS } from './governance-feature.js';

const REQUEST_PRIORITIES = ['low', 'medium', 'high'] as const;
/** Characters a user search may hold at most. */
const USER_SEARCH_MAX_LENGTH = 255;

const idList = (max: number) =>
  z
    .array(governanceIdSchema)
    .check(ruleCheck('required'), maxItemsCheck(max))
    .check(z.refine(uniqueIds, 'validation.unique'));

/** The users of a request: 1 to MAX_USERS_PER_REQUEST, each once. */
const requestUserIdsSchema = idList(MAX_USERS_PER_REQUEST);

export const accessCatalogInputSchema = z.object({
  type: z.nullish(z.enum(ITEM_TYPES)),
  applicationId: z.nullish(governanceIdSchema),
  search: searchSchema,
  ...pagingShape,
});
export type AccessCatalogInput = z.infer<typeof accessCatalogInputSchema>;

export const catalogItemConflictInputSchema = z.object({
  itemId: governanceIdSchema,
  userIds: requestUserIdsSchema,
});

export const governanceUsersArgsSchema = z.object({
  search: z
    .string()
    .check(
      z.trim(),
      ruleCheck('minLength', { length: USER_SEARCH_MIN_CHARS }),
      ruleCheck('maxLength', { length: USER_SEARCH_MAX_LENGTH }),
    ),
});

export const accessRequestsInputSchema = z.object({
  status: z.nullish(z.enum(ENUMERATIONS.requestStatus)),
  ...pagingShape,
});
export type AccessRequestsInput = z.infer<typeof accessRequestsInputSchema>;

export const approvalsInputSchema = z.object({
  view: z.enum(['pending', 'completed']),
  ...pagingShape,
});
export type ApprovalsInput = z.infer<typeof approvalsInputSchema>;

export const accessRequestArgsSchema = z.object({ id: governanceIdSchema });
export const governanceUserArgsSchema = z.object({ userId: governanceIdSchema });

export const grantsInputSchema = z.object({
  grantType: z.enum(GRANT_TYPES),
  search: searchSchema,
  ...pagingShape,
});
export type GrantsInput = z.infer<typeof grantsInputSchema>;

/** An expiry date of a request: a day after today (UTC), or none. */
const expiryDateSchema = z.nullish(
  isoDaySchema.check(
    z.superRefine((day, ctx) => {
      const today = new Date().toISOString().slice(0, 10);
      const result = validate('isAfterDate', day, { date: today });
      if (!result.valid) {
        ctx.addIssue({
          code: 'custom',
          input: day,
          message: result.message,
          params: result.values,
        });
      }
    }),
  ),
);

export const submitAccessRequestInputSchema = z.object({
  userIds: requestUserIdsSchema,
  itemIds: idList(MAX_ITEMS_PER_REQUEST),
  justification: commentSchema,
  expiryDate: expiryDateSchema,
  priority: z.enum(REQUEST_PRIORITIES),
});
export type SubmitAccessRequestInput = z.infer<typeof submitAccessRequestInputSchema>;

export const requestAccessRemovalInputSchema = z.object({
  grantId: governanceIdSchema,
  justification: commentSchema,
});
export type RequestAccessRemovalInput = z.infer<typeof requestAccessRemovalInputSchema>;

export const requestActionInputSchema = z.object({
  id: governanceIdSchema,
  rev: governanceRevSchema,
  comment: commentSchema,
});
export type RequestActionInput = z.infer<typeof requestActionInputSchema>;

/** A comment on a request says something. */
export const requestCommentInputSchema = z.object({
  ...requestActionInputSchema.shape,
  comment: commentSchema.check(ruleCheck('required')),
});

export const forwardAccessRequestInputSchema = z.object({
  ...requestActionInputSchema.shape,
  userId: governanceIdSchema,
});
export type ForwardAccessRequestInput = z.infer<typeof forwardAccessRequestInputSchema>;
