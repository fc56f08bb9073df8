import type { FastifyInstance } from 'fastify';
import { managedAssignmentObject } from '../../../domain/assignments/assignment-inputs.js';
import { realmOwningObject } from '../../../domain/realms.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { requireSelfOrAdministrator } from '../access.js';
import type { IdmDeps } from '../idm-deps.js';
import { objectIdParamsSchema } from '../managed-params.js';
import { findManagedObject } from '../managed-store.js';
import { storedAuthzRoles } from '../privileges/authz-roles.js';
import { effectiveAssignmentsOf } from './assignment-store.js';
import { effectiveAttributes } from './effective-assignments.js';
import { retainedValues } from './retained-values.js';

/**
 * `GET /openidm/managed/{realm}_user/{id}/effectiveAssignments`: the assignments the user holds
 * through their roles, and the target attribute values they give per mapping. The user
 * themself or an administrator of their realm.
 */
export function registerEffectiveAssignmentRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/managed/:object/:id/effectiveAssignments', async (request) => {
    const { object, id } = parseInput(objectIdParamsSchema, request.params, 'path');
    await requireSelfOrAdministrator(deps, request, object, id);
    const user = await findManagedObject(deps.db, object, id);
    if (!user) throw notFound(`Object managed/${object}/${id} not found`);
    const assignmentObject = managedAssignmentObject(realmOwningObject(object));
    const assignments = await effectiveAssignmentsOf(
      deps.db,
      assignmentObject,
      storedAuthzRoles(user.doc),
    );
    return {
      _id: id,
      effectiveAssignments: assignments.map((row) => ({
        _ref: `managed/${assignmentObject}/${row.id}`,
        _refResourceCollection: `managed/${assignmentObject}`,
        _refResourceId: row.id,
        name: row.doc.name,
        mapping: row.doc.mapping,
      })),
      effectiveAttributes: effectiveAttributes(
        assignments,
        await retainedValues(deps.db, object, id),
      ),
    };
  });
}
