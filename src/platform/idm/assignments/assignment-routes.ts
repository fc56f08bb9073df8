import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { realmOwningObject } from '../../../domain/realms.js';
import type { Principal } from '../../auth/principal.js';
import { queryEnvelope } from '../../http/crest/query-envelope.js';
import { parseCrestQuery } from '../../http/crest/query-params.js';
import { etag, expectedRevision } from '../../http/crest/revision.js';
import { CrestError, forbidden, notFound, preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { administersObject, requirePrincipal } from '../access.js';
import { recordActivity } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { findInternalRole } from '../privileges/internal-roles-store.js';
import { requireRoleInScope } from '../privileges/internal-role-routes.js';
import { runManagedQuery } from '../query/run-managed-query.js';
import { checkedAssignment, type AssignmentDocument } from './assignment-document.js';
import {
  assignmentResource,
  deleteAssignment,
  findAssignment,
  insertAssignment,
  replaceAssignment,
} from './assignment-store.js';
import { retainAfterAssignmentChange, retainAfterAssignmentLoss } from './retained-values.js';

/** `alpha_assignment`, `bravo_assignment`, and root's `assignment`; checked again by `objectName`. */
const OBJECT_PATTERN = ':object(^[A-Za-z0-9-]*_?assignment$)';
const COLLECTION = `/openidm/managed/${OBJECT_PATTERN}`;
const objectName = z.string().regex(/^(?:[A-Za-z0-9-]{1,62}_)?assignment$/);
const collectionParams = z.object({ object: objectName });
const itemParams = z.object({ object: objectName, id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });
const createQuery = z.object({ _action: z.literal('create') });
const MAX_BODY_BYTES = 256 * 1024;

const revisionRequired = () =>
  new CrestError(428, 'The revision is required: send If-Match, or If-None-Match: * to create');

/** The caller, who must administer the realm that owns the assignments. */
async function requireAssignmentAdministrator(
  deps: IdmDeps,
  request: FastifyRequest,
  object: string,
): Promise<Principal> {
  const principal = await requirePrincipal(deps, request);
  if (!administersObject(principal, object)) throw forbidden();
  return principal;
}

/** Every role the assignment names exists and is within the caller's reach. */
async function checkRoles(db: Db, principal: Principal, doc: AssignmentDocument): Promise<void> {
  for (const { _ref } of doc.roles) {
    const role = await findInternalRole(db, _ref.slice('internal/role/'.length));
    if (!role) throw notFound(`Internal role ${_ref} not found`);
    requireRoleInScope(principal, role.doc);
  }
}

async function submittedAssignment(
  deps: IdmDeps,
  principal: Principal,
  object: string,
  body: unknown,
  storedRoles?: AssignmentDocument['roles'],
): Promise<AssignmentDocument> {
  const doc = await checkedAssignment(deps.db, realmOwningObject(object), body);
  const keepsRoles =
    storedRoles !== undefined && !Object.hasOwn(body as Record<string, unknown>, 'roles');
  const checked = keepsRoles ? { ...doc, roles: storedRoles } : doc;
  await checkRoles(deps.db, principal, checked);
  return checked;
}

/**
 * A realm's assignments as managed objects (`managed/{realm}_assignment`), for the realm's
 * administrators: query, read, create (`POST ?_action=create`, or `PUT` with `If-None-Match: *`),
 * replace (`PUT` with `If-Match`; 428 without, 412 when stale) and delete.
 */
export function registerAssignmentRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get(COLLECTION, async (request) => {
    const { object } = parseInput(collectionParams, request.params, 'path');
    await requireAssignmentAdministrator(deps, request, object);
    const query = parseCrestQuery(request.query);
    const page = await runManagedQuery(deps.db, object, query);
    return queryEnvelope(page.rows.map(assignmentResource), {
      ...page,
      totalPagedResultsPolicy: query.totalPagedResultsPolicy,
    });
  });

  app.get(`${COLLECTION}/:id`, async (request, reply) => {
    const { object, id } = parseInput(itemParams, request.params, 'path');
    await requireAssignmentAdministrator(deps, request, object);
    const row = await findAssignment(deps.db, object, id);
    if (!row) throw notFound(`Object managed/${object}/${id} not found`);
    void reply.header('ETag', etag(row.rev));
    return assignmentResource(row);
  });

  app.post(COLLECTION, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    const { object } = parseInput(collectionParams, request.params, 'path');
    parseInput(createQuery, request.query, 'action');
    const principal = await requireAssignmentAdministrator(deps, request, object);
    const doc = await submittedAssignment(deps, principal, object, request.body);
    const row = await insertAssignment(deps.db, object, doc);
    if (!row) throw preconditionFailed();
    await recordActivity(deps.db, principal, {
      objectType: `managed/${object}`,
      objectId: row.id,
      operation: 'create',
      before: null,
      after: row.doc,
    });
    void reply.code(201).header('ETag', etag(row.rev));
    return assignmentResource(row);
  });

  app.put(`${COLLECTION}/:id`, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    const { object, id } = parseInput(itemParams, request.params, 'path');
    const principal = await requireAssignmentAdministrator(deps, request, object);
    const creating = request.headers['if-none-match'] === '*';
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    if (!creating && expected === undefined) throw revisionRequired();
    const stored = creating ? undefined : await findAssignment(deps.db, object, id);
    if (!creating && !stored) throw notFound(`Object managed/${object}/${id} not found`);
    const storedRoles = stored?.doc.roles as AssignmentDocument['roles'] | undefined;
    const doc = await submittedAssignment(deps, principal, object, request.body, storedRoles ?? []);
    const row = creating
      ? await insertAssignment(deps.db, object, doc, id)
      : await replaceAssignment(deps.db, object, id, expected!, doc);
    if (!row) throw preconditionFailed();
    if (stored) await retainAfterAssignmentChange(deps.db, object, stored, row);
    await recordActivity(deps.db, principal, {
      objectType: `managed/${object}`,
      objectId: id,
      operation: creating ? 'create' : 'update',
      before: stored?.doc ?? null,
      after: row.doc,
    });
    void reply.code(creating ? 201 : 200).header('ETag', etag(row.rev));
    return assignmentResource(row);
  });

  app.delete(`${COLLECTION}/:id`, async (request) => {
    const { object, id } = parseInput(itemParams, request.params, 'path');
    const principal = await requireAssignmentAdministrator(deps, request, object);
    const expected = expectedRevision(request.headers['if-match']);
    if (expected === null) throw preconditionFailed();
    const stored = await findAssignment(deps.db, object, id);
    if (!stored) throw notFound(`Object managed/${object}/${id} not found`);
    if (!(await deleteAssignment(deps.db, object, id, expected ?? stored.rev))) {
      throw preconditionFailed();
    }
    const roles = (stored.doc.roles ?? []) as AssignmentDocument['roles'];
    await retainAfterAssignmentLoss(
      deps.db,
      object,
      stored,
      roles.map((role) => role._ref),
    );
    await recordActivity(deps.db, principal, {
      objectType: `managed/${object}`,
      objectId: id,
      operation: 'delete',
      before: stored.doc,
      after: null,
    });
    return assignmentResource(stored);
  });
}
