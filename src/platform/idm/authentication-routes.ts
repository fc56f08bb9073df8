import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../auth/principal.js';
import { ADMIN_ROLE, AUTHORIZED_ROLE, isAdministrator, requirePrincipal } from './access.js';
import { parseInput } from '../http/parse-input.js';
import type { IdmDeps } from './idm-deps.js';

const MODULE_ID = 'rsFilter';

const actionQuerySchema = z.object({ _action: z.literal('login') });

function authorizationRoles(principal: Principal): string[] {
  const base = isAdministrator(principal) ? [ADMIN_ROLE, AUTHORIZED_ROLE] : [AUTHORIZED_ROLE];
  return [...new Set([...base, ...principal.roles])];
}

export function registerAuthenticationRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.post('/openidm/authentication', async (request) => {
    parseInput(actionQuerySchema, request.query, 'action');
    const principal = await requirePrincipal(deps, request);
    return {
      _id: 'login',
      authorization: {
        id: principal.idmId,
        component: principal.component,
        roles: authorizationRoles(principal),
        moduleId: MODULE_ID,
        ipAddress: request.ip,
      },
      authenticationId: principal.userId,
    };
  });
}
