import type { ValidationFailure } from '../../i18n/validation-message.js';
import type { FieldError } from '../../lib/api-error.js';

export type FieldErrors = Readonly<Record<string, ValidationFailure>>;

const OPERATION_PATH = /^operations\.(\d+)\./;

const asFailure = ({ message, values }: FieldError): ValidationFailure => ({
  message,
  ...(values && { values }),
});

/**
 * The gateway's field errors by form field: input errors name the patch operation, policy
 * failures the property.
 */
export function errorsByField(
  errors: readonly FieldError[],
  operations: readonly { field: string }[],
  failure: (error: FieldError) => ValidationFailure = asFailure,
): FieldErrors {
  return Object.fromEntries(
    errors.map((error) => {
      const index = OPERATION_PATH.exec(`${error.field}.`)?.[1];
      const operation = index === undefined ? undefined : operations[Number(index)];
      const name = operation ? operation.field.slice(1) : error.field;
      return [name, failure(error)];
    }),
  );
}
