import type { FastifyInstance } from 'fastify';
import { notFound, preconditionFailed } from '../http/errors.js';
import { deleteManagedAccount } from './account-deletion.js';
import { recordManagedChange } from './managed-activity.js';
import { loadObjectSchema } from './managed-config.js';
import { objectIdParamsSchema } from './managed-params.js';
import { findManagedObject } from './managed-store.js';
import { managedResource } from './managed-view.js';
import { parseInput } from '../http/parse-input.js';
import {
  authorizeManagedObject,
  grantsForObject,
  visibleThrough,
} from './privileges/managed-access.js';
import { expectedRevision } from '../http/crest/revision.js';
import type { IdmDeps } from './idm-deps.js';

/**
 * Deletes a managed object, with its sign-in account when it is a realm's user. The user may
 * delete themself, an administrator anyone, and a delegated administrator the objects a Delete
 * privilege covers. A stale `If-Match` is 412.
 */
export function registerManagedDeleteRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.delete('/openidm/managed/:object/:id', async (request) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    const access = await authorizeManagedObject(deps, request, object, id, 'DELETE');
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    const schema = await loadObjectSchema(deps.db, object);
    const row = schema && (await findManagedObject(deps.db, object, id));
    if (!schema || !row) throw notFound(`Object managed/${object}/${id} not found`);
    const grants = grantsForObject(access, row);
    if (expected !== undefined && row.rev !== expected) throw preconditionFailed();
    const userName = typeof row.doc.userName === 'string' ? row.doc.userName : undefined;
    const deleted = await deleteManagedAccount(deps.db, { object, id, userName }, row.rev);
    if (!deleted) throw preconditionFailed();
    if (access.kind !== 'self') {
      const target = { object, id, operation: 'delete' } as const;
      await recordManagedChange(deps.db, access.principal, target, row.doc, null);
    }
    return visibleThrough(
      grants,
      managedResource(row, schema, undefined, { kbaQuestions: access.kind !== 'delegated' }),
    );
  });
}
