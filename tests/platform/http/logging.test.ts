import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { badRequest, registerCrestErrors } from '../../../src/platform/http/errors.js';
import { platformLogging } from '../../../src/platform/logger.js';
import { captureLogs, LEVEL } from '../../support/log-capture.js';

async function platformWithRoutes(level = 'info') {
  const logs = captureLogs();
  const app = Fastify({
    ...platformLogging({ LOG_LEVEL: level as 'info' }, logs.stream),
    bodyLimit: 2_000_000,
  });
  registerCrestErrors(app);
  app.post('/bad', () => {
    throw badRequest('Invalid value');
  });
  app.post('/fault', () => {
    throw new TypeError('cannot read properties of undefined');
  });
  app.get('/ok', () => ({ ok: true }));
  await app.ready();
  return { app, logs };
}

describe('platform logs', () => {
  it('writes no line per request at info, and one debug line at debug', async () => {
    const quiet = await platformWithRoutes();
    await quiet.app.inject({ method: 'GET', url: '/ok' });
    expect(quiet.logs.lines()).toEqual([]);

    const verbose = await platformWithRoutes('debug');
    await verbose.app.inject({ method: 'GET', url: '/ok?x=1' });
    const lines = verbose.logs.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: LEVEL.debug,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
    });
  });

  it('logs a client error at info without a stack', async () => {
    const { app, logs } = await platformWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/bad', payload: {} });
    expect(response.statusCode).toBe(400);
    const lines = logs.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: LEVEL.info,
      error: { type: 'CrestError', message: 'Invalid value' },
    });
    expect(logs.raw[0]).not.toContain('stack');
  });

  it('logs a fault at error with its stack', async () => {
    const { app, logs } = await platformWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/fault', payload: {} });
    expect(response.statusCode).toBe(500);
    const [line] = logs.lines();
    expect(line?.level).toBe(LEVEL.error);
    expect(line?.err?.stack).toContain('TypeError: cannot read properties of undefined');
  });

  it('keeps a line short whatever a request carries', async () => {
    const { app, logs } = await platformWithRoutes();
    const huge = 'a'.repeat(900_000);
    await app.inject({
      method: 'POST',
      url: `/bad?q=${huge.slice(0, 50_000)}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"broken": "${huge}`,
    });
    app.log.info({ body: { value: huge } }, huge);
    app.log.error({ err: new Error(huge) }, 'fault');
    expect(logs.raw.length).toBeGreaterThanOrEqual(3);
    for (const line of logs.raw) expect(line.length).toBeLessThan(8_000);
  });
});
