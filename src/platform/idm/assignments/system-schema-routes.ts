import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { queryEnvelope } from '../../http/crest/query-envelope.js';
import { isAdministrator, requirePrincipal } from '../access.js';
import type { IdmDeps } from '../idm-deps.js';
import { managedUserResource } from '../../../domain/realms.js';
import { readMappings, systemObjectType } from './connector-config.js';

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const systemParams = z.object({
  connector: z.string().regex(NAME),
  objectType: z.string().regex(NAME),
});

/**
 * `GET /openidm/schema/system/{connector}/{objectType}`: the object type's schema, read from the
 * connector's configuration (`config/provisioner.openicf/{connector}`) with its connectorRef;
 * `GET /openidm/sync/mappings`: the mappings whose source is the caller's realm's users.
 * Administrators only.
 */
export function registerSystemSchemaRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/schema/system/:connector/:objectType', async (request) => {
    const principal = await requirePrincipal(deps, request);
    if (!isAdministrator(principal)) throw forbidden();
    const { connector, objectType } = parseInput(systemParams, request.params, 'path');
    const found = await systemObjectType(deps.db, `system/${connector}/${objectType}`);
    if (!found) throw notFound(`No schema for system/${connector}/${objectType}`);
    return {
      _id: `system/${connector}/${objectType}`,
      connectorRef: found.connector.connectorRef,
      ...found.objectType,
    };
  });

  app.get('/openidm/sync/mappings', async (request) => {
    const principal = await requirePrincipal(deps, request);
    if (!isAdministrator(principal)) throw forbidden();
    const source = managedUserResource(principal.realm);
    const mappings = (await readMappings(deps.db)).filter((mapping) => mapping.source === source);
    return queryEnvelope(
      mappings.map(({ name, source: from, target }) => ({ name, source: from, target })),
      { totalPagedResults: mappings.length, totalPagedResultsPolicy: 'EXACT' },
    );
  });
}
