import * as z from 'zod/mini';
import type { ApiErrorCode, REAUTH_REQUIRED } from './api-error-codes.js';

const fieldErrorSchema = z.object({
  field: z.string(),
  /** A translation key of the shared rule set. */
  message: z.string(),
  values: z.optional(z.record(z.string(), z.unknown())),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The `extensions` of one GraphQL error as far as a form reads them: the code and field errors. */
export const apiErrorExtensionsSchema = z.object({
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.array(fieldErrorSchema)),
});

export interface ApiErrorExtensions {
  code: ApiErrorCode;
  fieldErrors?: FieldError[];
  reason?: typeof REAUTH_REQUIRED;
  retryAfterSeconds?: number;
}
