import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { fromUpstream } from './errors.js';
import { UpstreamError } from './upstream/errors.js';

/**
 * Errors the gateway raised on purpose pass through; platform failures become their
 * GraphQL code; anything else is logged and hidden behind a generic message.
 */
export function maskError(error: unknown, message: string, log: FastifyBaseLogger): Error {
  const located = error instanceof GraphQLError ? error : undefined;
  const original = located ? located.originalError : error;
  if (original instanceof UpstreamError) {
    const mapped = fromUpstream(original);
    return new GraphQLError(mapped.message, {
      nodes: located?.nodes,
      path: located?.path,
      extensions: mapped.extensions,
    });
  }
  if (located && (!original || original instanceof GraphQLError)) return located;
  log.error({ err: original }, 'resolver failed');
  return new GraphQLError(message, {
    nodes: located?.nodes,
    path: located?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
