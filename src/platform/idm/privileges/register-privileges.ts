import type { FastifyInstance } from 'fastify';
import { registerAdminActivityRoutes } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { registerInternalRoleMemberRoutes } from './internal-role-member-routes.js';
import { registerInternalRoleQueryRoutes } from './internal-role-query-routes.js';
import { registerInternalRoleRoutes } from './internal-role-routes.js';
import { registerPrivilegeRoutes } from './privilege-routes.js';

/** Delegated administration: internal roles with privileges, and what they grant the caller. */
export function registerDelegatedAdministration(app: FastifyInstance, deps: IdmDeps): void {
  registerInternalRoleRoutes(app, deps);
  registerAdminActivityRoutes(app, deps);
  registerInternalRoleQueryRoutes(app, deps);
  registerInternalRoleMemberRoutes(app, deps);
  registerPrivilegeRoutes(app, deps);
}
