import type { AnyEventObject } from 'xstate';
import type { HeldOperation } from './held-operations.js';

/** The words the gateway answers with when the platform cannot be reached. */
export const NETWORK_FAILURE = 'Issue connecting to the server.';

/** Answers a held operation with data of the test's choosing, as the gateway would send it. */
export function answerWithData(operation: HeldOperation, data: unknown): Promise<void> {
  return operation.route.fulfill({ json: { data } });
}

/**
 * Answers a held operation with a GraphQL error, as the gateway sends one: a platform that cannot
 * be reached (UPSTREAM_UNAVAILABLE) unless another code and message are given.
 */
export function answerWithError(
  operation: HeldOperation,
  message = NETWORK_FAILURE,
  code = 'UPSTREAM_UNAVAILABLE',
): Promise<void> {
  return operation.route.fulfill({
    json: { data: null, errors: [{ message, extensions: { code } }] },
  });
}

/** The plan's failure message of an invoked actor (`actorError(id, message)`). */
export function plannedFailure(event: AnyEventObject): string {
  const message = (event.error as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') throw new Error('The plan names no failure message');
  return message;
}
