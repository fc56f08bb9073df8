import type {
  ApiErrorCode,
  CONFIGURATION_REFUSED,
  JOURNEY_TIMED_OUT,
  REAUTH_REQUIRED,
  REAUTH_WITH_DEVICE_REQUIRED,
} from './api-error-codes.js';
import type { RequestConflictReason } from './governance/request-conflict-reasons.js';

export interface FieldError {
  field: string;
  /** A translation key of the shared rule set. */
  message: string;
  values?: Record<string, unknown>;
}

export interface ApiErrorExtensions {
  code: ApiErrorCode;
  fieldErrors?: FieldError[];
  reason?:
    | typeof REAUTH_REQUIRED
    | typeof REAUTH_WITH_DEVICE_REQUIRED
    | typeof CONFIGURATION_REFUSED
    | typeof JOURNEY_TIMED_OUT
    | RequestConflictReason;
  retryAfterSeconds?: number;
  /** The platform's words for a refusal, shown in place of the screen's own message. */
  serverMessage?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFieldError(value: unknown): value is FieldError {
  return (
    isRecord(value) &&
    typeof value.field === 'string' &&
    typeof value.message === 'string' &&
    (value.values === undefined || isRecord(value.values))
  );
}

/**
 * The field errors of one GraphQL error's `extensions`, as far as a form reads them; none when the
 * extensions do not have the contract's shape. Hand-written rather than a zod schema so that pages
 * which save do not load zod before anything fails.
 */
export function readFieldErrors(extensions: unknown): FieldError[] {
  if (extensions === undefined || extensions === null) return [];
  if (!isRecord(extensions)) return [];
  const { code, fieldErrors } = extensions;
  if (code !== undefined && typeof code !== 'string') return [];
  if (fieldErrors === undefined) return [];
  return Array.isArray(fieldErrors) && fieldErrors.every(isFieldError) ? fieldErrors : [];
}
