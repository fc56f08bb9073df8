import { readFieldErrors, type FieldError } from '../../domain/api-error-contract.js';
import { extensionsOf } from './api-error.js';

/** Per-field errors of a BAD_USER_INPUT error; `message` is a translation key. */
export function fieldErrors(error: unknown): FieldError[] {
  return extensionsOf(error).flatMap(readFieldErrors);
}
