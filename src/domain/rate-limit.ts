/** A refusal for too many attempts: the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts');
    this.name = 'RateLimitedError';
  }
}

export const TOO_MANY_ATTEMPTS = 'errors.tooManyAttempts';

/** The message for a failure: the wait of a rate limit, otherwise `fallback`. */
export function failureMessage<K extends string>(
  error: unknown,
  fallback: K,
): { key: K | typeof TOO_MANY_ATTEMPTS; values: { seconds: number } | null } {
  return error instanceof RateLimitedError
    ? { key: TOO_MANY_ATTEMPTS, values: { seconds: error.retryAfterSeconds } }
    : { key: fallback, values: null };
}
