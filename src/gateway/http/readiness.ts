import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiVersion } from '../upstream/am-api-versions.js';
import type { UpstreamHttp } from '../upstream/http.js';

type Check = 'up' | 'down';

/** Settles within `timeoutMs`, whatever the service does; an open breaker answers at once. */
async function probe(call: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([
      call().then(
        (): Check => 'up',
        (): Check => 'down',
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/readyz`: 200 when every platform service answers and the platform is this run's own
 * (see `isOwnPlatform`), else 503 naming what is down.
 */
export function registerReadiness(
  app: FastifyInstance,
  upstream: { am: UpstreamHttp; idm: UpstreamHttp },
  timeoutMs: number,
  isOwnPlatform: () => Promise<boolean> = () => Promise.resolve(true),
): void {
  app.get('/readyz', async (_request, reply) => {
    const amCheck = probe(
      () =>
        upstream.am.request(z.unknown(), {
          path: 'json/serverinfo/*',
          headers: apiVersion('serverInfo'),
        }),
      timeoutMs,
    );
    const idmCheck = probe(
      () => upstream.idm.request(z.unknown(), { path: 'info/version' }),
      timeoutMs,
    );
    const ownPlatform = probe(async () => {
      if (!(await isOwnPlatform())) throw new Error('another platform');
    }, timeoutMs);
    const checks = {
      am: await amCheck,
      idm: await idmCheck,
      platform: await ownPlatform,
    };
    const down = Object.entries(checks)
      .filter(([, check]) => check === 'down')
      .map(([service]) => service);
    return reply
      .code(down.length ? 503 : 200)
      .send({ status: down.length ? 'unavailable' : 'ready', ...checks, down });
  });
}
