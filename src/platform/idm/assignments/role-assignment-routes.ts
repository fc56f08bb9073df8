import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { managedAssignmentObject } from '../../../domain/assignments/assignment-inputs.js';
import { queryEnvelope } from '../../http/crest/query-envelope.js';
import { badRequest, forbidden, notFound, preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { administersObject } from '../access.js';
import { recordActivity } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { INTERNAL_ROLE_COMPONENT } from '../privileges/authz-roles.js';
import { requireAnyAdministrator, requireRoleInScope } from '../privileges/internal-role-routes.js';
import { findInternalRole } from '../privileges/internal-roles-store.js';
import type { AssignmentDocument } from './assignment-document.js';
import {
  assignmentResource,
  assignmentsOfRoles,
  findAssignment,
  replaceAssignment,
} from './assignment-store.js';
import { retainAfterAssignmentLoss } from './retained-values.js';

const roleId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const assignmentObject = z.string().regex(/^(?:[A-Za-z0-9-]{1,62}_)?assignment$/);
const assignmentId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const roleParams = z.object({ id: roleId });
const linkParams = z.object({ id: roleId, object: assignmentObject, assignmentId });
const createQuery = z.object({ _action: z.literal('create') });
const createBody = z.object({ _ref: z.string().max(300) });
const ASSIGNMENT_REF = /^managed\/((?:[A-Za-z0-9-]{1,62}_)?assignment)\/([A-Za-z0-9_-]{1,128})$/;

/** The role (in the caller's reach) and, when named, the assignment (of a realm they administer). */
async function roleAndCaller(deps: IdmDeps, request: FastifyRequest, id: string) {
  const principal = await requireAnyAdministrator(deps, request);
  const role = await findInternalRole(deps.db, id);
  if (!role) throw notFound(`Internal role ${id} not found`);
  requireRoleInScope(principal, role.doc);
  return { principal, ref: `${INTERNAL_ROLE_COMPONENT}/${id}` };
}

async function linkedAssignment(
  deps: IdmDeps,
  request: FastifyRequest,
  id: string,
  link: string[],
) {
  const { principal, ref } = await roleAndCaller(deps, request, id);
  const [object, assignment] = link as [string, string];
  if (!administersObject(principal, object)) throw forbidden();
  const row = await findAssignment(deps.db, object, assignment);
  if (!row) throw notFound(`Object managed/${object}/${assignment} not found`);
  return { principal, ref, object, row };
}

async function writeRoles(
  deps: IdmDeps,
  target: Awaited<ReturnType<typeof linkedAssignment>>,
  roles: AssignmentDocument['roles'],
) {
  const before = (target.row.doc.roles ?? []) as AssignmentDocument['roles'];
  const doc = { ...(target.row.doc as AssignmentDocument), roles };
  const written = await replaceAssignment(
    deps.db,
    target.object,
    target.row.id,
    target.row.rev,
    doc,
  );
  if (!written) throw preconditionFailed();
  await recordActivity(deps.db, target.principal, {
    objectType: `managed/${target.object}`,
    objectId: target.row.id,
    operation: roles.length > before.length ? 'assign' : 'unassign',
    before: { roles: before },
    after: { roles },
  });
  return {
    _ref: `managed/${target.object}/${target.row.id}`,
    _refResourceRev: String(written.rev),
  };
}

/**
 * A role's assignments: `GET .../assignments` lists those of the caller's realm; `POST
 * ...?_action=create` with `{ _ref: 'managed/<realm>_assignment/<id>' }` links one, `DELETE
 * .../assignments/{object}/{id}` unlinks it. The link is kept on the assignment's `roles`.
 */
export function registerRoleAssignmentRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/internal/role/:id/assignments', async (request) => {
    const { id } = parseInput(roleParams, request.params, 'path');
    const { principal, ref } = await roleAndCaller(deps, request, id);
    const object = managedAssignmentObject(principal.realm);
    const rows = await assignmentsOfRoles(deps.db, object, [ref]);
    return queryEnvelope(rows.map(assignmentResource), {
      totalPagedResults: rows.length,
      totalPagedResultsPolicy: 'EXACT',
    });
  });

  app.post('/openidm/internal/role/:id/assignments', async (request) => {
    const { id } = parseInput(roleParams, request.params, 'path');
    parseInput(createQuery, request.query, 'action');
    const { _ref } = parseInput(createBody, request.body, 'assignment');
    const link = ASSIGNMENT_REF.exec(_ref);
    if (!link) throw badRequest(`Invalid assignment ${_ref}`);
    const target = await linkedAssignment(deps, request, id, link.slice(1));
    const roles = (target.row.doc.roles ?? []) as AssignmentDocument['roles'];
    if (roles.some((role) => role._ref === target.ref)) {
      return { _ref, _refResourceRev: String(target.row.rev) };
    }
    return writeRoles(deps, target, [...roles, { _ref: target.ref }]);
  });

  app.delete('/openidm/internal/role/:id/assignments/:object/:assignmentId', async (request) => {
    const params = parseInput(linkParams, request.params, 'path');
    const target = await linkedAssignment(deps, request, params.id, [
      params.object,
      params.assignmentId,
    ]);
    const roles = (target.row.doc.roles ?? []) as AssignmentDocument['roles'];
    if (!roles.some((role) => role._ref === target.ref)) {
      throw notFound('The assignment is not linked to the role');
    }
    const unlinked = await writeRoles(
      deps,
      target,
      roles.filter((role) => role._ref !== target.ref),
    );
    await retainAfterAssignmentLoss(deps.db, target.object, target.row, [target.ref]);
    return unlinked;
  });
}
