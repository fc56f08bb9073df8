import type { FastifyInstance } from 'fastify';
import {
  registerCommonConfigRoute,
  registerEntityDefinitionRoutes,
  registerEntityRoutes,
  type JasDeps,
} from './entity-routes.js';

/**
 * Every route of the entity service (JAS), inside its plugin and behind its preHandler. The JSLT
 * preview (`registerJsltPreviewRoute(app)`) and the risk-event search (`POST /entity/search/`,
 * `registerRiskEventSearchRoute(app, index, realmOf)`) are mounted here too.
 */
export function registerJasRoutes(app: FastifyInstance, deps: JasDeps): void {
  registerEntityDefinitionRoutes(app);
  registerEntityRoutes(app, deps);
  registerCommonConfigRoute(app, deps);
}
