import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { YogaLogger } from 'graphql-yoga';
import { errorForLog } from '../domain/log-capping.js';
import { isClientError } from './error-severity.js';

/**
 * graphql-yoga's log calls on the gateway's logger. Yoga reports every error it masks at
 * `error`; a client's mistake becomes an info line without a stack, a fault keeps `error`.
 */
export function yogaLogger(log: FastifyBaseLogger): YogaLogger {
  const text = (args: unknown[]) => format(...args);
  return {
    debug: (...args: unknown[]) => {
      if (log.level === 'debug' || log.level === 'trace') log.debug(text(args));
    },
    info: (...args: unknown[]) => log.info(text(args)),
    warn: (...args: unknown[]) => log.warn(text(args)),
    error: (...args: unknown[]) => {
      for (const arg of args) {
        if (!(arg instanceof Error)) log.error(text([arg]));
        else if (isClientError(arg))
          log.info({ error: errorForLog(arg, { stack: false }) }, 'request refused');
        else log.error({ err: arg }, 'resolver failed');
      }
    },
  };
}
