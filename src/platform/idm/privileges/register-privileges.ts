import type { FastifyInstance } from 'fastify';
import type { IdmDeps } from '../idm-deps.js';
import { registerInternalRoleRoutes } from './internal-role-routes.js';
import { registerPrivilegeRoutes } from './privilege-routes.js';

/** Delegated administration: internal roles with privileges, and what they grant the caller. */
export function registerDelegatedAdministration(app: FastifyInstance, deps: IdmDeps): void {
  registerInternalRoleRoutes(app, deps);
  registerPrivilegeRoutes(app, deps);
}
