import type { FastifyError, FastifyInstance } from 'fastify';
import { errorForLog } from '../../domain/log-capping.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** An error answered in the platform's REST error shape: {code, reason, message, detail}. */
export class CrestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CrestError';
  }
}

export const badRequest = (message: string, detail?: Record<string, unknown>) =>
  new CrestError(400, message, detail);
export const unauthorized = (message = 'Access Denied') => new CrestError(401, message);
export const forbidden = (message = 'Forbidden') => new CrestError(403, message);
export const notFound = (message = 'Not Found') => new CrestError(404, message);
export const preconditionFailed = (message = 'Resource version does not match') =>
  new CrestError(412, message);

/** Too many attempts: the caller may try again after `retryAfterSeconds` (also in Retry-After). */
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts') =>
  new CrestError(429, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

function crestBody(code: number, message: string, detail?: Record<string, unknown>) {
  return { code, reason: REASONS[code] ?? 'Error', message, ...(detail ? { detail } : {}) };
}

export function registerCrestErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | CrestError, request, reply) => {
    const status = error instanceof CrestError ? error.code : (error.statusCode ?? 500);
    const refused = status >= 400 && status < 500;
    if (refused)
      request.log.info(
        { req: request, error: errorForLog(error, { stack: false }) },
        'request refused',
      );
    else request.log.error({ req: request, err: error }, 'platform fault');
    if (error instanceof CrestError) {
      const retryAfter = error.detail?.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply.code(status).send(crestBody(status, error.message, error.detail));
    }
    if (refused) return reply.code(status).send(crestBody(status, error.message));
    return reply.code(500).send(crestBody(500, 'Internal Server Error'));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(crestBody(404, 'Resource not found')),
  );
}
