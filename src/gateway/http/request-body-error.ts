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

/** The GET parameters that GraphQL Yoga reads as JSON. */
const JSON_PARAMETERS = ['variables', 'extensions'] as const;

/** An empty parameter is read as absent. */
function isJsonOrEmpty(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '') return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** The JSON parameter of a GET request that is not one JSON text (unreadable or repeated). */
function unreadableJsonParameter(query: unknown): string | undefined {
  const parameters = (query ?? {}) as Record<string, unknown>;
  return JSON_PARAMETERS.find((name) => name in parameters && !isJsonOrEmpty(parameters[name]));
}

/**
 * Refuses a POST body that is not a GraphQL request with the answer of an unreadable one, and a GET
 * whose `variables` or `extensions` are not JSON, which GraphQL Yoga would answer as a fault.
 */
export async function refuseNonGraphQLRequest(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'GET') {
    const parameter = unreadableJsonParameter(request.query);
    if (!parameter) return;
    request.log.info({ parameter }, 'GraphQL request refused: a parameter is not JSON');
    await refuseBody(reply, 400, 'BAD_USER_INPUT', `The ${parameter} parameter is not JSON`);
    return;
  }
  if (request.method !== 'POST' || isGraphQLRequestBody(request.body)) return;
  const isJson = /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
  request.log.info('GraphQL request body refused: not a GraphQL request');
  await refuseBody(reply, isJson ? 400 : 415, 'BAD_USER_INPUT', NOT_A_REQUEST);
}
