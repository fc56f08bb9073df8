import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { loadObjectSchema } from './managed-config.js';
import { objectParamsSchema } from './managed-params.js';
import { managedResource } from './managed-view.js';
import { parseInput } from '../http/parse-input.js';
import {
  authorizeManagedQuery,
  confineQuery,
  grantsForQueryRow,
  visibleThrough,
} from './privileges/managed-access.js';
import { parseCrestQuery } from '../http/crest/query-params.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import { runManagedQuery } from './query/run-managed-query.js';
import type { IdmDeps } from './idm-deps.js';

export function registerManagedQueryRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/managed/:object', async (request) => {
    const { object } = parseInput(objectParamsSchema, request.params, 'path');
    const access = await authorizeManagedQuery(deps, request, object);
    const query = confineQuery(access, parseCrestQuery(request.query));
    const schema = await loadObjectSchema(deps.db, object);
    if (!schema) throw notFound(`No managed object type ${object}`);
    const page = await runManagedQuery(deps.db, object, query);
    const view = { kbaQuestions: access.kind === 'administrator' };
    return queryEnvelope(
      page.rows.map((row) =>
        visibleThrough(
          grantsForQueryRow(access, row),
          managedResource(row, schema, query.fields, view),
        ),
      ),
      { ...page, totalPagedResultsPolicy: query.totalPagedResultsPolicy },
    );
  });
}
