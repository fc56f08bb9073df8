import type { FastifyInstance } from 'fastify';
import type { PrincipalResolver } from '../auth/principal.js';
import type { Db } from '../store/db.js';
import { admitAnalyticsCaller } from './caller.js';
import { createRunQueue, type RunQueue } from './run-queue.js';
import { registerRunRoutes } from './run-routes.js';
import { clearStagedRows, type RiskIndexSearch } from './risk-index-sources.js';
import { failInterruptedRuns } from './run-store.js';
import { registerTemplateRoutes } from './template-routes.js';
import { seedTemplates } from './template-store.js';

export interface AnalyticsDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
  /** The service's clock; the system's unless a test supplies one. */
  now?: () => Date;
  /** The risk index the risk-index sources read. */
  riskIndex?: RiskIndexSearch;
}

/** The analytics (reports) service under /analytics; every call is admitted by its caller first. */
export async function registerAnalytics(
  app: FastifyInstance,
  deps: AnalyticsDeps,
): Promise<RunQueue> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  await failInterruptedRuns(db);
  await clearStagedRows(db);
  await seedTemplates(db);
  const queue = createRunQueue(db, app.log, deps.riskIndex);
  app.addHook('onClose', () => queue.close());
  app.decorateRequest('analyticsCaller', null);
  await app.register(
    (analytics, _options, done) => {
      analytics.addHook('onRequest', async (request) => {
        request.analyticsCaller = await admitAnalyticsCaller(deps, request);
      });
      registerTemplateRoutes(analytics, { db, queue, now });
      registerRunRoutes(analytics, db);
      done();
    },
    { prefix: '/analytics' },
  );
  return queue;
}
