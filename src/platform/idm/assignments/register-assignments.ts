import type { FastifyInstance } from 'fastify';
import type { IdmDeps } from '../idm-deps.js';
import { registerAssignmentRoutes } from './assignment-routes.js';
import { registerEffectiveAssignmentRoutes } from './effective-assignment-routes.js';
import { registerRoleAssignmentRoutes } from './role-assignment-routes.js';
import { registerSystemSchemaRoutes } from './system-schema-routes.js';

/** Assignments of roles to system resources, and the system resources' schemas. */
export function registerAssignments(app: FastifyInstance, deps: IdmDeps): void {
  registerSystemSchemaRoutes(app, deps);
  registerAssignmentRoutes(app, deps);
  registerRoleAssignmentRoutes(app, deps);
  registerEffectiveAssignmentRoutes(app, deps);
}
