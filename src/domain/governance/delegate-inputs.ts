import * as z from 'zod/mini';
import { governanceIdSchema, governanceRevSchema, isoDaySchema } from './governance-input-parts.js';

/** The delegate screen's words for an end date before the start date. */
const END_BEFORE_START_MESSAGE = 'delegates.validation.endBeforeStart';

export const addDelegateInputSchema = z
  .object({ userId: governanceIdSchema, startDate: isoDaySchema, endDate: isoDaySchema })
  .check(
    z.refine((input) => input.endDate >= input.startDate, {
      message: END_BEFORE_START_MESSAGE,
      path: ['endDate'],
    }),
  );
export type AddDelegateInput = z.infer<typeof addDelegateInputSchema>;

export const removeDelegateInputSchema = z.object({
  id: governanceIdSchema,
  rev: governanceRevSchema,
});
export type RemoveDelegateInput = z.infer<typeof removeDelegateInputSchema>;
