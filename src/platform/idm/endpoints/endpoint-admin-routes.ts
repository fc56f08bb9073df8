import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENDPOINT_ACTIVITY_TYPE, ENDPOINT_NAME } from '../../../domain/custom-endpoints.js';
import type { Principal } from '../../auth/principal.js';
import { encodePagedResultsCookie, parseCrestQuery } from '../../http/crest/query-params.js';
import { queryEnvelope } from '../../http/crest/query-envelope.js';
import { etag } from '../../http/crest/revision.js';
import { CrestError, forbidden, notFound, preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { requiredRevision } from '../../iga/revision.js';
import { isAdministrator, requirePrincipal } from '../access.js';
import { recordActivity } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { evaluateFilter } from '../query/evaluate-filter.js';
import {
  endpointResource,
  findEndpoint,
  listEndpoints,
  setEndpointDeployed,
} from './custom-endpoints-store.js';

const nameParams = z.object({ name: z.string().regex(ENDPOINT_NAME) });
const actionQuery = z.object({ _action: z.enum(['deploy', 'undeploy']) });
const actionBody = z.looseObject({ _rev: z.string().max(32).optional() }).optional();

async function requireAdministrator(deps: IdmDeps, request: FastifyRequest): Promise<Principal> {
  const principal = await requirePrincipal(deps, request);
  if (!isAdministrator(principal)) throw forbidden();
  return principal;
}

function endpointName(request: FastifyRequest): string {
  const parsed = nameParams.safeParse(request.params);
  if (!parsed.success) throw notFound('No such custom endpoint');
  return parsed.data.name;
}

const sortText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

type EndpointResource = ReturnType<typeof endpointResource>;

/**
 * The realm's custom endpoints as configuration objects `config/endpoint/{name}`, for its
 * administrators: a CREST query, a read, and deploy or undeploy by revision.
 */
export function registerEndpointAdminRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/config/endpoint', async (request) => {
    const principal = await requireAdministrator(deps, request);
    const query = parseCrestQuery(request.query);
    const matching = (await listEndpoints(deps.db, principal.realm))
      .map(endpointResource)
      .filter((endpoint) => evaluateFilter(query.filter, endpoint));
    const sortKeys =
      query.sortKeys.length > 0 ? query.sortKeys : [{ path: ['name'], descending: false }];
    matching.sort((left, right) => {
      for (const key of sortKeys) {
        const field = key.path.join('.') as keyof EndpointResource;
        const order = sortText(left[field]).localeCompare(sortText(right[field]), 'en', {
          sensitivity: 'base',
        });
        if (order !== 0) return key.descending ? -order : order;
      }
      return 0;
    });
    const page =
      query.pageSize > 0 ? matching.slice(query.offset, query.offset + query.pageSize) : matching;
    const next = query.offset + page.length;
    return queryEnvelope(page, {
      totalPagedResults: query.totalPagedResultsPolicy === 'NONE' ? -1 : matching.length,
      totalPagedResultsPolicy: query.totalPagedResultsPolicy,
      pagedResultsCookie:
        query.pageSize > 0 && next < matching.length ? encodePagedResultsCookie(next) : null,
    });
  });

  app.get('/openidm/config/endpoint/:name', async (request, reply) => {
    const principal = await requireAdministrator(deps, request);
    const name = endpointName(request);
    const row = await findEndpoint(deps.db, principal.realm, name);
    if (!row) throw notFound(`No configuration exists with id endpoint/${name}`);
    void reply.header('ETag', etag(row.rev));
    return endpointResource(row);
  });

  app.post('/openidm/config/endpoint/:name', async (request, reply) => {
    const principal = await requireAdministrator(deps, request);
    const name = endpointName(request);
    const { _action } = parseInput(actionQuery, request.query, 'query parameters');
    const body = parseInput(actionBody, request.body ?? undefined, 'request body');
    const stored = await findEndpoint(deps.db, principal.realm, name);
    if (!stored) throw notFound(`No configuration exists with id endpoint/${name}`);
    const expected = requiredRevision(request, body?._rev);
    const row = await setEndpointDeployed(
      deps.db,
      principal.realm,
      name,
      expected,
      _action === 'deploy',
    );
    if (!row) throw preconditionFailed();
    await recordActivity(deps.db, principal, {
      objectType: ENDPOINT_ACTIVITY_TYPE,
      objectId: `endpoint/${name}`,
      operation: 'update',
      before: endpointResource(stored),
      after: endpointResource(row),
    });
    void reply.header('ETag', etag(row.rev));
    return endpointResource(row);
  });

  // Custom endpoints are not replaced as plain configuration: their behaviour is one of a fixed set.
  app.put('/openidm/config/endpoint/:name', async (request) => {
    await requireAdministrator(deps, request);
    throw new CrestError(405, 'Custom endpoints are deployed or undeployed with _action');
  });
}
