import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config.js';
import { registerAm } from './am/plugin.js';
import { registerCrestErrors } from './http/errors.js';
import { registerInputLimits } from './http/input-limits.js';
import { registerIdm } from './idm/plugin.js';
import { registerSocial } from './social/plugin.js';
import type { Db } from './store/db.js';

export interface PlatformDeps {
  config: PlatformConfig;
  db: Db;
}

/** The embedded reference platform: AM under /am, IDM under /openidm. */
export async function buildPlatform({ config, db }: PlatformDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, name: 'platform' },
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  registerCrestErrors(app);
  registerInputLimits(app);
  app.get('/healthz', () => ({ status: 'ok' }));
  const am = await registerAm(app, { config, db });
  await registerIdm(app, { config, db, principalFromRequest: am.principalFromRequest });
  await registerSocial(app, { config, db });
  return app;
}
