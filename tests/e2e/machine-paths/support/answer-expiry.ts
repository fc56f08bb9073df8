import type { SessionExpiry } from '../../../../src/domain/session-validity.js';
import type { HeldOperation } from './held-operations.js';
import type { PathRun } from './run-machine-path.js';

/** The idle expiry instant in a GraphQL answer: `data.<field>.maxIdleExpirationTime`. */
function idleExpiryIn(body: unknown, field: string): number {
  const data = (body as { data?: Record<string, { maxIdleExpirationTime?: string } | null> }).data;
  const instant = data?.[field]?.maxIdleExpirationTime;
  if (!instant) throw new Error(`the ${field} answer has no maxIdleExpirationTime`);
  return Date.parse(instant);
}

/**
 * Lets the server answer a held request, and sets the page's wall clock so that the app reads
 * the server's idle expiry exactly as far ahead as the plan's payload: `expiry` minus
 * `observedAt`. The app stamps the answer with `Date.now()`, which stands still while the
 * clock is paused.
 */
export async function answerWithExpiry(
  run: PathRun,
  operation: HeldOperation,
  field: string,
  planned: SessionExpiry,
): Promise<void> {
  if (planned.maxIdleExpirationTime === null) throw new Error('no idle expiry to reproduce');
  const response = await operation.route.fetch();
  const body: unknown = await response.json();
  const serverExpiry = idleExpiryIn(body, field);
  await run.page.clock.setSystemTime(
    serverExpiry - (planned.maxIdleExpirationTime - planned.observedAt),
  );
  await operation.route.fulfill({ response, json: body });
}
