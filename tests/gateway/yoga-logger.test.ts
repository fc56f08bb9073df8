import Fastify from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayError } from '../../src/gateway/errors.js';
import { gatewayLogging } from '../../src/gateway/logger.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { yogaLogger } from '../../src/gateway/yoga-logger.js';
import { captureLogs, LEVEL } from '../support/log-capture.js';

function logger() {
  const logs = captureLogs();
  const app = Fastify(gatewayLogging({ LOG_LEVEL: 'info' }, logs.stream));
  return { log: yogaLogger(app.log), logs };
}

const located = (original: Error) =>
  new GraphQLError(original.message, { path: ['field'], originalError: original });

describe("the gateway's GraphQL error log", () => {
  it('logs client errors at info without a stack', () => {
    const { log, logs } = logger();
    log.error(located(new UpstreamError(409, 'Resource version does not match')));
    log.error(located(gatewayError('UNAUTHENTICATED', 'Login failure')));
    log.error(new GraphQLError('Variable "$input" got invalid value'));
    const lines = logs.lines();
    expect(lines.map((line) => line.level)).toEqual([LEVEL.info, LEVEL.info, LEVEL.info]);
    for (const line of logs.raw) expect(line).not.toContain('stack');
  });

  it('logs faults at error with the stack', () => {
    const { log, logs } = logger();
    log.error(located(new TypeError('x is undefined')));
    log.error(located(new UpstreamError(503, 'idm unreachable')));
    log.error(located(gatewayError('UPSTREAM_UNAVAILABLE', 'Issue connecting to the server.')));
    const lines = logs.lines();
    expect(lines.map((line) => line.level)).toEqual([LEVEL.error, LEVEL.error, LEVEL.error]);
    expect(lines[0]?.err?.stack).toContain('x is undefined');
  });

  it('caps an error that carries a huge value', () => {
    const { log, logs } = logger();
    log.error(located(new TypeError(`bad ${'v'.repeat(900_000)}`)));
    expect(logs.raw[0]!.length).toBeLessThan(8_000);
  });
});
