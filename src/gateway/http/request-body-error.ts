import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '../../domain/api-error-codes.js';

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
  const code: ApiErrorCode = status === 413 ? 'QUERY_LIMIT_EXCEEDED' : 'BAD_USER_INPUT';
  request.log.info({ code: error.code }, 'GraphQL request body refused');
  return reply.code(status).send({
    errors: [
      {
        message:
          status === 413 ? 'The request body is too large' : 'The request body is not valid JSON',
        extensions: { code },
      },
    ],
  });
}
