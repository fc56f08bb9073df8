import { safeParse, type core } from 'zod/mini';
import { CONTROL_CHARACTERS_MESSAGE } from '../domain/validation/control-characters.js';
import { issueFieldError } from '../domain/validation/issue-values.js';
import { gatewayError } from './errors.js';
import { findUnprintableText } from './find-unprintable-text.js';

/**
 * Parses a mutation input with the shared rule set before anything goes upstream; failures are
 * BAD_USER_INPUT with a translation key (and its values) per field. Text with control
 * characters is refused whatever the field.
 */
export function validateInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const unprintable = findUnprintableText(input);
  if (unprintable !== undefined) {
    throw gatewayError('BAD_USER_INPUT', 'Invalid input', [
      { field: unprintable, message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  }
  const parsed = safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw gatewayError(
    'BAD_USER_INPUT',
    'Invalid input',
    parsed.error.issues.map((issue) => issueFieldError(issue)),
  );
}
