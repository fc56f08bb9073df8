import type { z } from 'zod';
import { gatewayError } from './errors.js';

/** Parses a mutation input with a shared rule set; failures are BAD_USER_INPUT per field. */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw gatewayError(
    'BAD_USER_INPUT',
    'Invalid input',
    parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message.startsWith('validation.') ? issue.message : `validation.${issue.code}`,
    })),
  );
}
