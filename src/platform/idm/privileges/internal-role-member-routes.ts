import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, notFound, preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { administersObject } from '../access.js';
import { recordActivity } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { findManagedObject, replaceManagedObjectAtRevision } from '../managed-store.js';
import { INTERNAL_ROLE_COMPONENT, storedAuthzRoles } from './authz-roles.js';
import { requireAnyAdministrator, requireRoleInScope } from './internal-role-routes.js';
import { findInternalRole } from './internal-roles-store.js';
import { retainAfterRoleChange } from '../assignments/retained-values.js';

const roleId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const userId = z
  .string()
  .min(1)
  .max(255)
  .refine((id) => !id.includes('/'));
const object = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const createParams = z.object({ id: roleId });
const createQuery = z.object({ _action: z.literal('create') });
const createBody = z.object({ _ref: z.string().max(400) });
const deleteParams = z.object({ id: roleId, object, userId });
const MEMBER_REF = /^managed\/([A-Za-z0-9_-]{1,64})\/([^/]{1,255})$/;

/** The role and the user, both in the caller's reach: the role in scope, the user's realm theirs. */
async function membership(deps: IdmDeps, request: FastifyRequest, id: string, member: string[]) {
  const principal = await requireAnyAdministrator(deps, request);
  const role = await findInternalRole(deps.db, id);
  if (!role) throw notFound(`Internal role ${id} not found`);
  requireRoleInScope(principal, role.doc);
  const [memberObject, memberId] = member as [string, string];
  if (!administersObject(principal, memberObject)) throw forbidden();
  const user = await findManagedObject(deps.db, memberObject, memberId);
  if (!user) throw notFound(`Object managed/${memberObject}/${memberId} not found`);
  return { principal, object: memberObject, user, ref: `${INTERNAL_ROLE_COMPONENT}/${id}` };
}

async function writeRoles(
  deps: IdmDeps,
  target: Awaited<ReturnType<typeof membership>>,
  refs: string[],
) {
  const { authzRoles: _previous, ...rest } = target.user.doc;
  const doc = refs.length > 0 ? { ...rest, authzRoles: refs.map((ref) => ({ _ref: ref })) } : rest;
  const written = await replaceManagedObjectAtRevision(
    deps.db,
    target.object,
    target.user.id,
    target.user.rev,
    doc,
  );
  if (!written) throw preconditionFailed();
  const before = storedAuthzRoles(target.user.doc);
  await retainAfterRoleChange(deps.db, target.object, target.user.id, before, refs);
  await recordActivity(deps.db, target.principal, {
    objectType: `managed/${target.object}`,
    objectId: target.user.id,
    operation: refs.length > before.length ? 'assign' : 'unassign',
    before: { authzRoles: before },
    after: { authzRoles: refs },
  });
  return {
    _ref: `managed/${target.object}/${target.user.id}`,
    _refResourceRev: String(written.rev),
  };
}

/**
 * A role's members, as IDM's `authzMembers` relationship: `POST ...?_action=create` with
 * `{ _ref: 'managed/<object>/<id>' }` grants the role to that user, `DELETE .../{object}/{id}`
 * takes it back. The role is stored on the user's `authzRoles`.
 */
export function registerInternalRoleMemberRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.post('/openidm/internal/role/:id/authzMembers', async (request) => {
    const { id } = parseInput(createParams, request.params, 'path');
    parseInput(createQuery, request.query, 'action');
    const { _ref } = parseInput(createBody, request.body, 'member');
    const member = MEMBER_REF.exec(_ref);
    if (!member || !userId.safeParse(member[2]).success) throw badRequest(`Invalid member ${_ref}`);
    const target = await membership(deps, request, id, member.slice(1));
    const refs = storedAuthzRoles(target.user.doc);
    return writeRoles(deps, target, [...new Set([...refs, target.ref])]);
  });

  app.delete('/openidm/internal/role/:id/authzMembers/:object/:userId', async (request) => {
    const params = parseInput(deleteParams, request.params, 'path');
    const target = await membership(deps, request, params.id, [params.object, params.userId]);
    const refs = storedAuthzRoles(target.user.doc);
    if (!refs.includes(target.ref)) throw notFound('Not a member of the role');
    return writeRoles(
      deps,
      target,
      refs.filter((ref) => ref !== target.ref),
    );
  });
}
