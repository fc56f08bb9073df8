import type { FastifyInstance } from 'fastify';
import type { PrincipalResolver } from '../auth/principal.js';
import type { Db } from '../store/db.js';
import { admitGovernanceCaller } from './caller.js';
import { registerCertificationRoutes } from './certification/certification-routes.js';

export interface GovernanceDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
}

/** The governance service under /iga/governance; every call is admitted by its caller first. */
export async function registerGovernance(
  app: FastifyInstance,
  deps: GovernanceDeps,
): Promise<void> {
  app.decorateRequest('governanceCaller', null);
  await app.register(
    (iga, _options, done) => {
      iga.addHook('onRequest', async (request) => {
        request.governanceCaller = await admitGovernanceCaller(deps, request);
      });
      registerCertificationRoutes(iga, { db: deps.db });
      done();
    },
    { prefix: '/iga/governance' },
  );
}
