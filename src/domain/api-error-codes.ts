/** The `extensions.code` values the gateway answers with and the UI acts on (DESIGN §3). */
const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'QUERY_LIMIT_EXCEEDED',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Whether `value` is one of the codes. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}

/** Why a FORBIDDEN was answered when the action only needs a recent sign-in. */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

/** Why a FORBIDDEN was answered when the action needs a recent sign-in with the device it changes. */
export const REAUTH_WITH_DEVICE_REQUIRED = 'REAUTH_WITH_DEVICE_REQUIRED';

/**
 * Why a FORBIDDEN was answered when the platform refused a configuration read the spec exempts
 * from the Forbidden page (the managed-object configuration, the end-user message package): the
 * screen shows the error instead.
 */
export const CONFIGURATION_REFUSED = 'CONFIGURATION_REFUSED';

/**
 * Why an UNAUTHENTICATED was answered to a journey step: the platform no longer holds the journey
 * (AM's error code 110), so the sign-in starts again.
 */
export const JOURNEY_TIMED_OUT = 'JOURNEY_TIMED_OUT';

/** The wait a RATE_LIMITED error asks for when the platform did not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

const STATUS_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'CONFLICT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/**
 * The code for an HTTP status (DESIGN §3): a 5xx is `UPSTREAM_UNAVAILABLE`; a status the table
 * does not name gives undefined, and the caller decides.
 */
export function codeForStatus(status: number): ApiErrorCode | undefined {
  return STATUS_CODES[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : undefined);
}
