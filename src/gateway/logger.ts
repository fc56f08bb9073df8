import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serverLogging } from '../domain/server-logging.js';
import type { GatewayConfig } from './config.js';

export function gatewayLogging(
  config: Pick<GatewayConfig, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return serverLogging({
    name: 'gateway',
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    stream,
  });
}
