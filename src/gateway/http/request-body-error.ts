import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '../../domain/api-error-codes.js';

const NOT_A_REQUEST = 'The request body is not a JSON GraphQL request';

function refuseBody(reply: FastifyReply, status: number, code: ApiErrorCode, message: string) {
  return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
}

/**
 * A body the GraphQL route could not read (too large, not JSON, of another media type), answered
 * as GraphQL errors are, with a code, instead of in the HTTP server's own shape. Any other error
 * goes on to the server's handler.
 */
export function requestBodyErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): unknown {
  const status = error.statusCode ?? 500;
  if (!error.code?.startsWith('FST_ERR_CTP_') || status >= 500) throw error;
  request.log.info({ code: error.code }, 'GraphQL request body refused');
  return status === 413
    ? refuseBody(reply, status, 'QUERY_LIMIT_EXCEEDED', 'The request body is too large')
    : refuseBody(reply, status, 'BAD_USER_INPUT', NOT_A_REQUEST);
}

const isRequestObject = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0;

/**
 * Whether a parsed POST body is a GraphQL request: an object with members, or a batch of them.
 * GraphQL Yoga reads nothing of any other body (an empty object, an array of anything else, a
 * scalar) and answers with a parse error of its own.
 */
function isGraphQLRequestBody(body: unknown): boolean {
  return Array.isArray(body)
    ? body.length > 0 && body.every(isRequestObject)
    : isRequestObject(body);
}

/** Refuses a POST body that is not a GraphQL request with the answer of an unreadable one. */
export async function refuseNonGraphQLBody(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST' || isGraphQLRequestBody(request.body)) return;
  const isJson = /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
  request.log.info('GraphQL request body refused: not a GraphQL request');
  await refuseBody(reply, isJson ? 400 : 415, 'BAD_USER_INPUT', NOT_A_REQUEST);
}
