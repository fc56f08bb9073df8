import { GraphQLError } from 'graphql';
import { fromUpstream } from './errors.js';
import { UpstreamError } from './upstream/errors.js';

/** By name: the executor may load graphql's other module build, so instanceof can miss. */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/**
 * Errors the gateway raised on purpose pass through; platform failures become their
 * GraphQL code; anything else is hidden behind a generic message (yoga logs what it masks).
 */
export function maskError(error: unknown, message: string): Error {
  const located = isGraphQLError(error) ? error : undefined;
  const original: unknown = located?.originalError ?? error;
  const location = { nodes: located?.nodes, path: located?.path };
  // Built with the class of the error the executor raised: the server takes a GraphQLError of
  // graphql's other build for a fault, and answers 500 when there is no data (bad variables).
  const ServerGraphQLError = (located?.constructor ?? GraphQLError) as typeof GraphQLError;
  if (original instanceof UpstreamError) {
    const mapped = fromUpstream(original);
    return new ServerGraphQLError(mapped.message, { ...location, extensions: mapped.extensions });
  }
  if (isGraphQLError(original)) {
    // GraphQL Yoga puts the parse error it wrapped under `originalError`: a detail of the server.
    const { originalError, ...extensions } = original.extensions;
    return original === located && originalError === undefined
      ? located
      : new ServerGraphQLError(original.message, { ...location, extensions });
  }
  return new ServerGraphQLError(message, {
    ...location,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
