import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { PlatformConfig } from './config.js';
import { platformLogging } from './logger.js';
import { registerAm } from './am/plugin.js';
import { registerAnalytics } from './analytics/plugin.js';
import { registerAutoAccess } from './autoaccess/plugin.js';
import { registerCrestErrors } from './http/errors.js';
import { registerInputLimits } from './http/input-limits.js';
import { registerGovernance } from './iga/plugin.js';
import { registerIdm } from './idm/plugin.js';
import { registerOutboxRoutes } from './mail/outbox-routes.js';
import { registerSocial } from './social/plugin.js';
import { RelyingParty } from './social/relying-party.js';
import type { Db } from './store/db.js';

export interface PlatformDeps {
  config: PlatformConfig;
  db: Db;
  /** Where log lines go instead of stdout. */
  logStream?: DestinationStream;
}

/**
 * The embedded reference platform: AM under /am, IDM under /openidm, auto access under
 * /autoaccess, governance under /iga, reports under /analytics.
 */
export async function buildPlatform({
  config,
  db,
  logStream,
}: PlatformDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...platformLogging(config, logStream),
    trustProxy: config.PLATFORM_TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });
  registerCrestErrors(app);
  registerInputLimits(app);
  app.get('/healthz', () => ({ status: 'ok', instance: config.INSTANCE_ID }));
  // One relying party for social sign-in and linking, which caches each provider's discovery.
  const relyingParty = new RelyingParty();
  const am = await registerAm(app, { config, db, relyingParty });
  await registerIdm(app, { config, db, principalFromRequest: am.principalFromRequest });
  await registerSocial(app, { config, db, relyingParty });
  const autoAccess = await registerAutoAccess(app, {
    config,
    db,
    principalFromRequest: am.principalFromRequest,
  });
  await registerGovernance(app, { db, principalFromRequest: am.principalFromRequest });
  await registerAnalytics(app, {
    db,
    principalFromRequest: am.principalFromRequest,
    riskIndex: autoAccess.riskEvents,
  });
  registerOutboxRoutes(app, config);
  return app;
}
