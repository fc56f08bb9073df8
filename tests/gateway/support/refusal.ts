import { fromUpstream } from '../../../src/gateway/errors.js';
import { UpstreamError } from '../../../src/gateway/upstream/errors.js';

/** The GraphQL error `run` fails with, an upstream error mapped as the gateway maps it. */
export async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    const mapped = error instanceof UpstreamError ? fromUpstream(error) : error;
    return mapped as { message: string; extensions: Record<string, unknown> };
  }
  throw new Error('No refusal');
}
