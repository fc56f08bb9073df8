import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINT_NAME, type EndpointBehaviour } from '../../../domain/custom-endpoints.js';
import { CrestError, notFound } from '../../http/errors.js';
import { requirePrincipal } from '../access.js';
import type { IdmDeps } from '../idm-deps.js';
import { ENDPOINT_BEHAVIOUR_IMPLEMENTATIONS } from './endpoint-behaviours.js';
import { findEndpoint } from './custom-endpoints-store.js';

const nameParams = z.object({ name: z.string().regex(ENDPOINT_NAME) });

/**
 * `/openidm/endpoint/{name}`: the caller's realm's custom endpoint runs its behaviour. One that is
 * missing or undeployed answers 404 to every method.
 */
export function registerEndpointServeRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/openidm/endpoint/:name',
    handler: async (request) => {
      const principal = await requirePrincipal(deps, request);
      const parsed = nameParams.safeParse(request.params);
      const row = parsed.success
        ? await findEndpoint(deps.db, principal.realm, parsed.data.name)
        : undefined;
      if (!row?.deployed) throw notFound('Resource not found');
      const behaviour = Object.hasOwn(ENDPOINT_BEHAVIOUR_IMPLEMENTATIONS, row.behaviour)
        ? ENDPOINT_BEHAVIOUR_IMPLEMENTATIONS[row.behaviour as EndpointBehaviour]
        : undefined;
      if (!behaviour) throw notFound('Resource not found');
      if (!behaviour.methods.includes(request.method)) {
        throw new CrestError(405, `endpoint/${row.name} does not answer ${request.method}`);
      }
      return behaviour.run({ deps, request, principal, name: row.name });
    },
  });
}
