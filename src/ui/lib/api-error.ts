import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  CONFIGURATION_REFUSED,
  DEFAULT_RETRY_AFTER_SECONDS,
  REAUTH_REQUIRED,
  REAUTH_WITH_DEVICE_REQUIRED,
  codeForStatus,
  isApiErrorCode,
  type ApiErrorCode,
} from '../../domain/api-error-codes.js';
import type { FieldError } from '../../domain/api-error-contract.js';
import type { TranslationKey } from '../i18n/translation-key.js';
import { isPlainRecord } from './plain-record.js';

export type { ApiErrorCode, FieldError };
export { CONFIGURATION_REFUSED, REAUTH_REQUIRED, REAUTH_WITH_DEVICE_REQUIRED };

interface GraphQLErrorEntry {
  extensions?: Record<string, unknown>;
}

function isErrorEntry(entry: unknown): entry is GraphQLErrorEntry {
  return (
    isPlainRecord(entry) &&
    (entry['extensions'] === undefined || isPlainRecord(entry['extensions']))
  );
}

/** The `errors[].extensions` of a JSON error body; none when the body is not one. */
function bodyExtensions(body: unknown): Array<Record<string, unknown> | undefined> {
  if (!isPlainRecord(body)) return [];
  const entries: unknown = body['errors'];
  if (!Array.isArray(entries) || !entries.every(isErrorEntry)) return [];
  return entries.map((entry) => entry.extensions);
}

/** The `extensions` of every GraphQL error an Apollo error carries. */
export function extensionsOf(error: unknown): Array<Record<string, unknown> | undefined> {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((entry) => entry.extensions);
  if (ServerError.is(error)) {
    try {
      return bodyExtensions(JSON.parse(error.bodyText));
    } catch {
      return [];
    }
  }
  return [];
}

function codesOf(error: unknown): ApiErrorCode[] {
  return extensionsOf(error).flatMap((extensions) => {
    const code = extensions?.['code'];
    return isApiErrorCode(code) ? [code] : [];
  });
}

/**
 * The gateway error code carried by an Apollo error: the first known `extensions.code`, otherwise
 * one derived from the HTTP status; a request that got no readable answer counts as unavailable.
 */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  if (error == null) return undefined;
  const [first] = codesOf(error);
  if (first) return first;
  if (ServerError.is(error)) {
    return codeForStatus(error.statusCode);
  }
  if (ServerParseError.is(error) || error instanceof TypeError) return 'UPSTREAM_UNAVAILABLE';
  return undefined;
}

/**
 * Why a FORBIDDEN was answered, when the gateway says: `REAUTH_REQUIRED` means the action needs
 * a recent sign-in, not that the page is off limits.
 */
export function errorReason(error: unknown): string | undefined {
  const reason = extensionsOf(error).find(
    (extensions) => typeof extensions?.['reason'] === 'string',
  );
  return reason?.['reason'] as string | undefined;
}

/** The platform's own words for a refusal, when the error carries them (admin spec §8). */
export function serverMessageOf(error: unknown): string | undefined {
  const found = extensionsOf(error).find(
    (extensions) => typeof extensions?.['serverMessage'] === 'string',
  );
  return found?.['serverMessage'] as string | undefined;
}

/** The seconds a RATE_LIMITED error asks to wait; undefined for any other error. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!hasErrorCode(error, 'RATE_LIMITED')) return undefined;
  const found = extensionsOf(error).find(
    (extensions) => typeof extensions?.['retryAfterSeconds'] === 'number',
  );
  const seconds = found?.['retryAfterSeconds'] as number | undefined;
  return seconds === undefined ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil(seconds));
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return codesOf(error).includes(code) || errorCode(error) === code;
}

/** The message to show for an error that the screen does not handle itself. */
export function errorMessageKey(
  error: unknown,
  fallback: TranslationKey = 'errors.generic',
): TranslationKey {
  return errorCode(error) === 'UPSTREAM_UNAVAILABLE' ? 'errors.upstreamUnavailable' : fallback;
}
