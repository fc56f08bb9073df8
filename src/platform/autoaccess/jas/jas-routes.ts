import type { FastifyInstance } from 'fastify';
import {
  registerCommonConfigRoute,
  registerEntityDefinitionRoutes,
  registerEntityRoutes,
  type JasDeps,
} from './entity-routes.js';
import { registerJsltPreviewRoute } from './jslt-preview-route.js';

/** Every route of the entity service (JAS), inside its plugin and behind its preHandler. */
export function registerJasRoutes(app: FastifyInstance, deps: JasDeps): void {
  registerEntityDefinitionRoutes(app);
  registerEntityRoutes(app, deps);
  registerCommonConfigRoute(app, deps);
  registerJsltPreviewRoute(app);
}
