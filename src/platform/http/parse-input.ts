import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses request input with a zod schema; a mismatch is a 400 naming the offending fields. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw badRequest(`Invalid ${what}: ${problems.join('; ')}`);
}
