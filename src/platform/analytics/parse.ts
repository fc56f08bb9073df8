import * as z from 'zod/mini';
import { badRequest } from '../http/errors.js';

/** Parses input with a shared (zod mini) schema; a mismatch is a 400 naming the fields. */
export function parseShared<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what: string,
  message?: string,
): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw badRequest(message ?? `Invalid ${what}: ${problems.join('; ')}`, {
    invalid: result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    })),
  });
}
