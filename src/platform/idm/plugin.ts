import type { FastifyInstance } from 'fastify';
import { registerApplicationsRoutes } from './applications-routes.js';
import { registerAssignments } from './assignments/register-assignments.js';
import { registerAuthenticationRoutes } from './authentication-routes.js';
import { registerConfigRoutes } from './config-routes.js';
import { registerEndpointAdminRoutes } from './endpoints/endpoint-admin-routes.js';
import { registerEndpointServeRoutes } from './endpoints/endpoint-serve-routes.js';
import { registerInfoRoutes } from './info-routes.js';
import { registerKbaRoutes } from './kba-routes.js';
import { registerManagedPatchRoutes } from './managed-patch-routes.js';
import { registerManagedQueryRoutes } from './managed-query-routes.js';
import { registerManagedReadRoutes } from './managed-read-routes.js';
import { registerNotificationRoutes } from './notification-routes.js';
import { registerSelfServiceRoutes } from './self-service-routes.js';
import { registerDelegatedAdministration } from './privileges/register-privileges.js';
import { registerSchemaRoutes } from './schema-routes.js';
import type { IdmDeps } from './idm-deps.js';

/** Identity management under /openidm: info, config, schema, managed objects, authentication, notifications. */
export function registerIdm(app: FastifyInstance, deps: IdmDeps): Promise<void> {
  registerInfoRoutes(app, deps);
  registerConfigRoutes(app, deps);
  registerEndpointAdminRoutes(app, deps);
  registerEndpointServeRoutes(app, deps);
  registerSchemaRoutes(app, deps);
  registerManagedReadRoutes(app, deps);
  registerManagedPatchRoutes(app, deps);
  registerManagedQueryRoutes(app, deps);
  registerAuthenticationRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerSelfServiceRoutes(app, deps);
  registerDelegatedAdministration(app, deps);
  registerKbaRoutes(app, deps);
  registerApplicationsRoutes(app, deps);
  registerAssignments(app, deps);
  return Promise.resolve();
}
