import { z } from 'zod';

const PROTECTED_FIELDS = new Set(['_id', '_rev']);

export const patchOperationSchema = z.object({
  operation: z.enum(['add', 'remove', 'replace']),
  field: z
    .string()
    .regex(/^\/[A-Za-z0-9_]+(\/[A-Za-z0-9_~-]+)*$/, 'validation.jsonPointer')
    .refine(
      (field) => !PROTECTED_FIELDS.has(field.split('/')[1] ?? ''),
      'validation.protectedField',
    ),
  value: z.unknown().optional(),
});

export const updateProfileSchema = z.object({
  rev: z
    .string()
    .min(1, 'validation.required')
    .max(128)
    .regex(/^[^"\s]+$/, 'validation.revision'),
  operations: z.array(patchOperationSchema).min(1, 'validation.minItems').max(50),
});

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
