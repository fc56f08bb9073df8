import { z } from 'zod';

const patchOperationSchema = z.object({
  operation: z.enum(['add', 'remove', 'replace', 'increment']),
  field: z.string().min(1),
  value: z.unknown().optional(),
});

export const patchRequestSchema = z.array(patchOperationSchema);

export type PatchOperation = z.infer<typeof patchOperationSchema>;
