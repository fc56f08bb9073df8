import type { FastifyInstance } from 'fastify';
import { registerConsentRoutes } from './consent-routes.js';
import { registerManagedDeleteRoutes } from './managed-delete-routes.js';
import { registerPolicyRoutes } from './policy-routes.js';
import type { IdmDeps } from './idm-deps.js';

/** What end users do with their own profile beyond reading and patching it. */
export function registerSelfServiceRoutes(app: FastifyInstance, deps: IdmDeps): void {
  registerPolicyRoutes(app, deps);
  registerConsentRoutes(app, deps);
  registerManagedDeleteRoutes(app, deps);
}
