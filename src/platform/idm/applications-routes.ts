import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../http/errors.js';
import { requireSelfOrAdministrator } from './access.js';
import {
  applicationView,
  listMemberApplications,
  realmOfUserObject,
} from './managed-applications.js';
import { objectIdParamsSchema } from './managed-params.js';
import { findManagedObject } from './managed-store.js';
import { parseInput } from '../http/parse-input.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import type { IdmDeps } from './idm-deps.js';

const listQuery = z.object({ _queryFilter: z.literal('true').optional() });

/** The applications a user is a member of: the workforce application tiles. */
export function registerApplicationsRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/managed/:object/:id/applications', async (request) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    await requireSelfOrAdministrator(deps, request, object, id);
    if (!listQuery.safeParse(request.query).success) throw badRequest('Unsupported query filter');
    const realm = realmOfUserObject(object);
    const user = realm && (await findManagedObject(deps.db, object, id));
    if (!realm || !user) throw notFound(`Object managed/${object}/${id} not found`);
    const rows = await listMemberApplications(deps.db, realm, `managed/${object}/${id}`);
    return queryEnvelope(rows.map((row) => applicationView(realm, row)));
  });
}
