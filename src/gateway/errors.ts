import { GraphQLError } from 'graphql';
import {
  CONFIGURATION_REFUSED,
  DEFAULT_RETRY_AFTER_SECONDS,
  JOURNEY_TIMED_OUT,
  REAUTH_REQUIRED,
  REAUTH_WITH_DEVICE_REQUIRED,
  codeForStatus,
  type ApiErrorCode,
} from '../domain/api-error-codes.js';
import type { ApiErrorExtensions, FieldError } from '../domain/api-error-contract.js';
import {
  DUPLICATE_REQUEST,
  EXISTING_ACCESS,
  type RequestConflictReason,
} from '../domain/governance/request-conflict-reasons.js';
import { policyFieldErrorsOf } from './policy-failures.js';
import type { UpstreamError } from './upstream/errors.js';

function codedError(message: string, extensions: ApiErrorExtensions): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions } });
}

export function gatewayError(
  code: ApiErrorCode,
  message: string,
  fieldErrors?: FieldError[],
): GraphQLError {
  return codedError(message, { code, ...(fieldErrors ? { fieldErrors } : {}) });
}

/** A journey step the platform no longer knows: the sign-in has to start again. */
export function journeyTimedOutError(): GraphQLError {
  return codedError('Session has timed out', {
    code: 'UNAUTHENTICATED',
    reason: JOURNEY_TIMED_OUT,
  });
}

const MESSAGES: Record<ApiErrorCode, string> = {
  UNAUTHENTICATED: 'Not signed in',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The resource was changed by someone else',
  BAD_USER_INPUT: 'Invalid input',
  RATE_LIMITED: 'Too many attempts',
  UPSTREAM_UNAVAILABLE: 'Issue connecting to the server.',
  QUERY_LIMIT_EXCEEDED: 'The query is too large',
};

function retryAfterInBody(body: unknown): number | undefined {
  const value = (body as { detail?: { retryAfterSeconds?: unknown } } | undefined)?.detail
    ?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) ? Math.ceil(value) : undefined;
}

/** A platform 429: `RATE_LIMITED`, with the seconds to wait before trying again. */
function rateLimited(error: UpstreamError): GraphQLError {
  const retryAfterSeconds =
    error.retryAfterSeconds ?? retryAfterInBody(error.body) ?? DEFAULT_RETRY_AFTER_SECONDS;
  return codedError(MESSAGES.RATE_LIMITED, { code: 'RATE_LIMITED', retryAfterSeconds });
}

function refusalReason(body: unknown): unknown {
  return (body as { detail?: { reason?: unknown } } | undefined)?.detail?.reason;
}

/** The governance service's reasons for refusing a new request, as the UI reads them. */
const REQUEST_CONFLICT_REASONS: Readonly<Record<string, RequestConflictReason>> = {
  duplicate: DUPLICATE_REQUEST,
  existingAccess: EXISTING_ACCESS,
};

function requestConflictReason(body: unknown): RequestConflictReason | undefined {
  const reason = refusalReason(body);
  return typeof reason === 'string' && Object.hasOwn(REQUEST_CONFLICT_REASONS, reason)
    ? REQUEST_CONFLICT_REASONS[reason]
    : undefined;
}

/**
 * Refusals whose platform words the UI may act on: invalid input, not found, and a 409 conflict
 * with the resource's state (such as "Reviewer already assigned"); a stale revision (412) keeps
 * the generic words.
 */
function keepsPlatformWords(code: ApiErrorCode, status: number): boolean {
  return code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' || status === 409;
}

/** The longest platform message the UI is given to show. */
const SERVER_MESSAGE_MAX_LENGTH = 500;

/** The platform's own words for a refusal, which the UI shows when the error carries them (admin spec §8). */
function serverMessageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const text = message.trim();
  return text.length <= SERVER_MESSAGE_MAX_LENGTH
    ? text
    : `${text.slice(0, SERVER_MESSAGE_MAX_LENGTH - 1)}…`;
}

/** The managed-object configuration and the message packages: reads whose refusal is not Forbidden. */
const CONFIGURATION_READS = [/^(config|schema)\/managed(\/|$)/, /^config\/uilocale\//];

function isConfigurationRead(path: string | undefined): boolean {
  return path !== undefined && CONFIGURATION_READS.some((read) => read.test(path));
}

/**
 * Maps a platform failure to the GraphQL error the UI understands (DESIGN §3). A refusal for
 * want of a recent sign-in is FORBIDDEN with `reason: REAUTH_REQUIRED` (`REAUTH_WITH_DEVICE_REQUIRED`
 * when it must be with the device the change is to): the session is still good;
 * a refused configuration read is FORBIDDEN with `reason: CONFIGURATION_REFUSED`.
 */
export function fromUpstream(error: UpstreamError): GraphQLError {
  if (error.status === 401 && refusalReason(error.body) === REAUTH_REQUIRED) {
    return codedError('Sign in again to make this change', {
      code: 'FORBIDDEN',
      reason: REAUTH_REQUIRED,
    });
  }
  if (error.status === 401 && refusalReason(error.body) === REAUTH_WITH_DEVICE_REQUIRED) {
    return codedError('Sign in with this device to make this change', {
      code: 'FORBIDDEN',
      reason: REAUTH_WITH_DEVICE_REQUIRED,
    });
  }
  if (error.status === 403 && isConfigurationRead(error.path)) {
    return codedError(MESSAGES.FORBIDDEN, { code: 'FORBIDDEN', reason: CONFIGURATION_REFUSED });
  }
  const conflictReason = error.status === 409 ? requestConflictReason(error.body) : undefined;
  if (conflictReason) {
    return codedError(error.message || MESSAGES.CONFLICT, {
      code: 'CONFLICT',
      reason: conflictReason,
    });
  }
  const code = codeForStatus(error.status) ?? 'UPSTREAM_UNAVAILABLE';
  if (code === 'RATE_LIMITED') return rateLimited(error);
  const fieldErrors = code === 'BAD_USER_INPUT' ? policyFieldErrorsOf(error.body) : undefined;
  if (!keepsPlatformWords(code, error.status))
    return gatewayError(code, MESSAGES[code], fieldErrors);
  if (fieldErrors) return gatewayError(code, error.message || MESSAGES[code], fieldErrors);
  const serverMessage = serverMessageOf(error.body);
  return codedError(error.message || MESSAGES[code], {
    code,
    ...(serverMessage && { serverMessage }),
  });
}
