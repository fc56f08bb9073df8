import * as z from 'zod/mini';
import { checkProfileValue } from './validation/profile-rules.js';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

const PROTECTED_FIELDS = new Set(['_id', '_rev']);
const TOP_LEVEL_FIELD = /^\/([A-Za-z0-9_]+)$/;

export const patchOperationSchema = z
  .object({
    operation: z.enum(['add', 'remove', 'replace']),
    field: z.string().check(
      z.regex(/^\/[A-Za-z0-9_]+(\/[A-Za-z0-9_~-]+)*$/, 'validation.jsonPointer'),
      z.refine(
        (field) => !PROTECTED_FIELDS.has(field.split('/')[1] ?? ''),
        'validation.protectedField',
      ),
    ),
    value: z.optional(z.unknown()),
  })
  .check(
    z.superRefine((patch, ctx) => {
      const property = TOP_LEVEL_FIELD.exec(patch.field)?.[1];
      if (patch.operation === 'remove' || property === undefined) return;
      const result = checkProfileValue(property, patch.value);
      if (!result.valid) {
        ctx.addIssue({
          code: 'custom',
          input: patch.value,
          path: ['value'],
          message: result.message,
          ...(result.values && { params: result.values }),
        });
      }
    }),
  );

export const updateProfileSchema = z.object({
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

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
