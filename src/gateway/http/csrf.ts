import type { FastifyReply, FastifyRequest } from 'fastify';

const CSRF_HEADER = 'x-requested-with';
const CSRF_HEADER_VALUE = 'identity-console';

/**
 * GraphQL requests must carry a header a cross-site form cannot send, and come from an
 * allowed origin when the browser says where they come from.
 */
export function csrfGuard(allowedOrigins: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const refusal =
      request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE
        ? 'Missing CSRF header'
        : origin && !allowedOrigins.includes(origin)
          ? 'Origin not allowed'
          : request.headers['sec-fetch-site'] === 'cross-site'
            ? 'Cross-site request refused'
            : undefined;
    if (refusal) {
      await reply
        .code(403)
        .send({ errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] });
    }
  };
}
