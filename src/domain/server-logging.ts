import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { DestinationStream } from 'pino';
import { errorForLog } from './log-capping.js';
import { boundedLoggerOptions } from './log-options.js';

/**
 * One debug line per request instead of two info lines; a client's mistake (4xx) is an
 * info line without a stack, a fault (5xx) an error with one.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error }, 'request errored');
    else
      request.log.debug(
        { req: request, res: reply, ms: Math.round(reply.elapsedTime) },
        'request completed',
      );
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, 'fault');
    else
      reply.log.info(
        { req: request, res: reply, error: errorForLog(error, { stack: false }) },
        'request refused',
      );
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}

/** The logger options of a server process (gateway or platform). */
export function serverLogging(options: {
  name: string;
  level: string;
  redact: string[];
  stream?: DestinationStream;
}): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: boundedLoggerOptions({ ...options, terminal: process.stdout.isTTY === true }),
    logController: new RequestLog(),
  };
}
