import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PrincipalResolver } from '../auth/principal.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';
import { writeSeedEventsIfAbsent } from '../store/seed/auth-events/seed-events-file.js';
import { registerBucketRoutes } from './buckets/bucket-routes.js';
import { admitAutoAccessCaller } from './caller.js';
import { registerJasRoutes } from './jas/jas-routes.js';
import { lazyRiskEventIndex } from './search/lazy-risk-event-index.js';
import { createRiskEventIndex } from './search/risk-event-index.js';

export interface AutoAccessDeps {
  config: PlatformConfig;
  db: Db;
  principalFromRequest: PrincipalResolver;
}

/**
 * The auto-access services: the API under /autoaccess/api (buckets, data files) and the entity
 * service under /autoaccess/jas. Every call is admitted by `admitAutoAccessCaller` first.
 */
export async function registerAutoAccess(
  app: FastifyInstance,
  deps: AutoAccessDeps,
): Promise<void> {
  const { config, db } = deps;
  await writeSeedEventsIfAbsent(config);
  if (config.bucketsDirIsTemporary) {
    app.addHook('onClose', () => rm(config.bucketsDir, { recursive: true, force: true }));
  }
  const riskEvents = lazyRiskEventIndex(() => createRiskEventIndex({ dataDir: config.DATA_DIR }));
  app.addHook('onClose', () => riskEvents.close());
  app.decorateRequest('autoAccessRealm', '');
  const admit = async (request: FastifyRequest) => {
    request.autoAccessRealm = await admitAutoAccessCaller(deps, request);
  };

  await app.register(
    (api, _options, done) => {
      api.addHook('onRequest', admit);
      registerBucketRoutes(api, config.bucketsDir);
      done();
    },
    { prefix: '/autoaccess/api' },
  );
  await app.register(
    (jas, _options, done) => {
      jas.addHook('onRequest', admit);
      registerJasRoutes(jas, { db, bucketsDir: config.bucketsDir, riskEvents });
      done();
    },
    { prefix: '/autoaccess/jas' },
  );
}
