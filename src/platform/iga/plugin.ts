import type { FastifyInstance } from 'fastify';
import type { PrincipalResolver } from '../auth/principal.js';
import type { Db } from '../store/db.js';
import { admitGovernanceCaller } from './caller.js';
import { registerCatalogRoutes } from './catalog/catalog-routes.js';
import { registerCertificationRoutes } from './certification/certification-routes.js';
import { registerDelegateRoutes } from './delegates/delegate-routes.js';
import { registerDirectoryRoutes } from './directory/directory-routes.js';
import { registerGrantRoutes } from './grants/grant-routes.js';
import { scheduleGovernanceHousekeeping } from './housekeeping.js';
import { registerRequestRoutes } from './requests/request-routes.js';

export interface GovernanceDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
  /** The service's clock; the system's unless a test supplies one. */
  now?: () => Date;
}

/** The governance service under /iga/governance; every call is admitted by its caller first. */
export async function registerGovernance(
  app: FastifyInstance,
  deps: GovernanceDeps,
): Promise<void> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  app.decorateRequest('governanceCaller', null);
  scheduleGovernanceHousekeeping(app, db, now);
  await app.register(
    (iga, _options, done) => {
      iga.addHook('onRequest', async (request) => {
        request.governanceCaller = await admitGovernanceCaller(deps, request);
      });
      registerCatalogRoutes(iga, db);
      registerGrantRoutes(iga, db, now);
      registerRequestRoutes(iga, db, now);
      registerDelegateRoutes(iga, db, now);
      registerDirectoryRoutes(iga, db);
      registerCertificationRoutes(iga, { db, now });
      done();
    },
    { prefix: '/iga/governance' },
  );
}
