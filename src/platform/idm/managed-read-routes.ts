import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { parseFields } from '../http/crest/fields.js';
import { loadObjectSchema } from './managed-config.js';
import { objectIdParamsSchema, readQuerySchema } from './managed-params.js';
import { findManagedObject } from './managed-store.js';
import { managedResource } from './managed-view.js';
import { wantsNotifications, withNotifications } from './notifications-field.js';
import { parseInput } from '../http/parse-input.js';
import {
  authorizeManagedObject,
  grantsForObject,
  visibleThrough,
} from './privileges/managed-access.js';
import { etag } from '../http/crest/revision.js';
import type { IdmDeps } from './idm-deps.js';

export function registerManagedReadRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/managed/:object/:id', async (request, reply) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    const access = await authorizeManagedObject(deps, request, object, id, 'VIEW');
    const { _fields } = parseInput(readQuerySchema, request.query, 'query parameters');
    const schema = await loadObjectSchema(deps.db, object);
    const row = schema && (await findManagedObject(deps.db, object, id));
    if (!schema || !row) throw notFound(`Object managed/${object}/${id} not found`);
    const grants = grantsForObject(access, row);
    void reply.header('ETag', etag(row.rev));
    const fields = parseFields(_fields);
    const resource = visibleThrough(
      grants,
      managedResource(row, schema, fields, { kbaQuestions: access.kind !== 'delegated' }),
    );
    if (!wantsNotifications(fields) || grants) return resource;
    return withNotifications(deps.db, reply, `managed/${object}/${id}`, resource);
  });
}
