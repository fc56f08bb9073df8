import { GraphQLError } from 'graphql';
import { policyFieldErrorsOf } from './policy-failures.js';
import type { UpstreamError } from './upstream/errors.js';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_USER_INPUT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

export interface FieldError {
  field: string;
  /** A translation key. */
  message: string;
  values?: Record<string, unknown>;
}

export function gatewayError(
  code: ErrorCode,
  message: string,
  fieldErrors?: FieldError[],
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) },
  });
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 412) return 'CONFLICT';
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 429) return 'RATE_LIMITED';
  return 'UPSTREAM_UNAVAILABLE';
}

const MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Not signed in',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The resource was changed by someone else',
  BAD_USER_INPUT: 'Invalid input',
  RATE_LIMITED: 'Too many attempts',
  UPSTREAM_UNAVAILABLE: 'Issue connecting to the server.',
};

const DEFAULT_RETRY_AFTER_SECONDS = 60;

function retryAfterInBody(body: unknown): number | undefined {
  const value = (body as { detail?: { retryAfterSeconds?: unknown } } | undefined)?.detail
    ?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) ? Math.ceil(value) : undefined;
}

/** A platform 429: `RATE_LIMITED`, with the seconds to wait before trying again. */
export function rateLimited(error: UpstreamError): GraphQLError {
  const retryAfterSeconds =
    error.retryAfterSeconds ?? retryAfterInBody(error.body) ?? DEFAULT_RETRY_AFTER_SECONDS;
  return new GraphQLError(MESSAGES.RATE_LIMITED, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
  });
}

/** Why the platform refused: a device change that needs a recent sign-in. */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

function refusalReason(body: unknown): unknown {
  return (body as { detail?: { reason?: unknown } } | undefined)?.detail?.reason;
}

/**
 * Maps a platform failure to the GraphQL error the UI understands (DESIGN §3). A refusal for
 * want of a recent sign-in is FORBIDDEN with `reason: REAUTH_REQUIRED`: the session is still good.
 */
export function fromUpstream(error: UpstreamError): GraphQLError {
  if (error.status === 401 && refusalReason(error.body) === REAUTH_REQUIRED) {
    return new GraphQLError('Sign in again to make this change', {
      extensions: { code: 'FORBIDDEN', reason: REAUTH_REQUIRED },
    });
  }
  const code = codeForStatus(error.status);
  if (code === 'RATE_LIMITED') return rateLimited(error);
  const fieldErrors = code === 'BAD_USER_INPUT' ? policyFieldErrorsOf(error.body) : undefined;
  const message =
    code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' ? error.message : MESSAGES[code];
  return gatewayError(code, message || MESSAGES[code], fieldErrors);
}
