import type { DestinationStream, LoggerOptions } from 'pino';
import { capLogValue, capString, errorForLog } from './log-capping.js';

/** Fields whose own serializer bounds them; everything else goes through capLogValue. */
const SERIALIZED = new Set(['err', 'req', 'res']);

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
}

/**
 * Pino options a person can read and a disk can hold: every value capped, errors as
 * type/message/status (the stack only for faults), pretty on a terminal, JSON otherwise.
 */
export function boundedLoggerOptions(options: {
  name: string;
  level: string;
  redact?: string[];
  /** Write here instead of stdout (tests capture the output this way). */
  stream?: DestinationStream;
  /** Whether stdout is a terminal. */
  terminal: boolean;
}): LoggerOptions & { stream?: DestinationStream } {
  const pretty = options.terminal && !options.stream;
  return {
    name: options.name,
    level: options.level,
    ...(options.redact ? { redact: options.redact } : {}),
    ...(options.stream ? { stream: options.stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    serializers: {
      err: (error: unknown) => errorForLog(error, { stack: true }),
      req: (request: RequestLike) => ({
        method: request.method,
        url: request.url === undefined ? undefined : capString(request.url, 256),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
    formatters: {
      log: (object) =>
        Object.fromEntries(
          Object.entries(object).map(([key, value]) => [
            key,
            SERIALIZED.has(key) ? value : capLogValue(value),
          ]),
        ),
    },
    hooks: {
      logMethod(args, method) {
        const capped = args.map((arg: unknown) =>
          typeof arg === 'string' ? capString(arg) : arg,
        ) as Parameters<typeof method>;
        method.apply(this, capped);
      },
    },
  };
}
