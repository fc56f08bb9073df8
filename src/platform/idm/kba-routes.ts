import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from './access.js';
import { loadKbaConfig } from './kba-config.js';
import type { IdmDeps } from './idm-deps.js';

/**
 * The realm's security questions (`selfservice.kba`). Each user's questions and answers are the
 * `kbaInfo` property of their managed object, read and patched like any other.
 */
export function registerKbaRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/selfservice/kba', async (request) => {
    await requirePrincipal(deps, request);
    return loadKbaConfig(deps.db);
  });
}
