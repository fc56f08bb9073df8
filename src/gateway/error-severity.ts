import { isClientErrorStatus } from '../domain/log-capping.js';
import { UpstreamError } from './upstream/errors.js';

/** Codes the gateway answers for a platform or gateway fault rather than a client's mistake. */
const FAULT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE']);

interface GraphQLErrorLike {
  originalError?: unknown;
  extensions?: { code?: unknown; unexpected?: unknown };
}

const isGraphQLError = (error: unknown): error is Error & GraphQLErrorLike =>
  error instanceof Error && error.name === 'GraphQLError';

/**
 * Whether an error raised while answering is the client's (bad input, a conflict, a failed
 * sign-in: worth a line at most) or a fault (worth an error with its stack).
 */
export function isClientError(error: unknown): boolean {
  if (error instanceof UpstreamError) return isClientErrorStatus(error.status);
  if (!isGraphQLError(error)) return false;
  if (error.originalError !== undefined && error.originalError !== error) {
    return isClientError(error.originalError);
  }
  const code = error.extensions?.code;
  return !error.extensions?.unexpected && !(typeof code === 'string' && FAULT_CODES.has(code));
}
