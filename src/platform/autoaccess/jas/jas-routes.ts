import type { FastifyInstance } from 'fastify';
import {
  registerCommonConfigRoute,
  registerEntityDefinitionRoutes,
  registerEntityRoutes,
  type JasDeps,
} from './entity-routes.js';
import { realmOf } from '../caller.js';
import type { RiskEventIndex } from '../search/risk-event-index.js';
import { registerRiskEventSearchRoute } from '../search/risk-event-search-route.js';
import { registerJsltPreviewRoute } from './jslt-preview-route.js';

/** Every route of the entity service (JAS), inside its plugin and behind its preHandler. */
export function registerJasRoutes(
  app: FastifyInstance,
  deps: JasDeps & { riskEvents: RiskEventIndex },
): void {
  registerEntityDefinitionRoutes(app);
  registerEntityRoutes(app, deps);
  registerCommonConfigRoute(app, deps);
  registerJsltPreviewRoute(app);
  registerRiskEventSearchRoute(app, deps.riskEvents, realmOf);
}
