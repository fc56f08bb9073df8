import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serverLogging } from '../domain/server-logging.js';
import type { PlatformConfig } from './config.js';

export function platformLogging(
  config: Pick<PlatformConfig, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return serverLogging({
    name: 'platform',
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    stream,
  });
}
