import type { SchemaField } from '../../components/schema-form/schema-field.js';
import { scalarKind } from '../../components/schema-form/schema-values.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import type { FieldError } from '../../lib/api-error.js';

/** A field of a managed object form as the gateway describes it. */
export interface ManagedField {
  name: string;
  title: string;
  description?: string | null;
  type: string;
  nullable: boolean;
  required: boolean;
  readOnly: boolean;
  options?: readonly string[] | null;
}

/** The form's fields; a type with no scalar kind is edited as text. */
export function managedFields(fields: readonly ManagedField[]): SchemaField[] {
  return fields.map(({ type, ...field }) => ({ ...field, kind: scalarKind(type) ?? 'text' }));
}

/** A field error of the gateway as the form shows it: the shared rule set's keys as they are. */
export function serverFailure({ message, values }: FieldError): ValidationFailure {
  return message.startsWith('validation.')
    ? { message, ...(values && { values }) }
    : { message: 'delegatedAdmin.edit.invalidValue' };
}
