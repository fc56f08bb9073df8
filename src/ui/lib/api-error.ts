import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { z } from 'zod/mini';
import {
  DEFAULT_RETRY_AFTER_SECONDS,
  REAUTH_REQUIRED,
  apiErrorCodeSchema,
  apiErrorExtensionsSchema,
  codeForStatus,
  type ApiErrorCode,
  type FieldError,
} from '../../domain/api-error-contract.js';
import type { TranslationKey } from '../i18n/translation-key.js';

export type { ApiErrorCode, FieldError };
export { REAUTH_REQUIRED };

const errorBody = z.object({
  errors: z.array(z.object({ extensions: z.optional(z.record(z.string(), z.unknown())) })),
});

function extensionsOf(error: unknown): Array<Record<string, unknown> | undefined> {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((entry) => entry.extensions);
  if (ServerError.is(error)) {
    try {
      const body = errorBody.safeParse(JSON.parse(error.bodyText));
      if (body.success) return body.data.errors.map((entry) => entry.extensions);
    } catch {
      return [];
    }
  }
  return [];
}

function codesOf(error: unknown): ApiErrorCode[] {
  return extensionsOf(error).flatMap((extensions) => {
    const code = apiErrorCodeSchema.safeParse(extensions?.['code']);
    return code.success ? [code.data] : [];
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

/** Per-field errors of a BAD_USER_INPUT error; `message` is a translation key. */
export function fieldErrors(error: unknown): FieldError[] {
  return extensionsOf(error).flatMap((extensions) => {
    const parsed = apiErrorExtensionsSchema.safeParse(extensions ?? {});
    return parsed.success ? (parsed.data.fieldErrors ?? []) : [];
  });
}

/** The message to show for an error that the screen does not handle itself. */
export function errorMessageKey(
  error: unknown,
  fallback: TranslationKey = 'errors.generic',
): TranslationKey {
  return errorCode(error) === 'UPSTREAM_UNAVAILABLE' ? 'errors.upstreamUnavailable' : fallback;
}
