import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, notFound, preconditionFailed } from '../../http/errors.js';
import { queryEnvelope } from '../../http/crest/query-envelope.js';
import { requireListAllQuery } from '../../http/crest/query-params.js';
import { etag, expectedRevision } from '../../http/crest/revision.js';
import type { Db } from '../../store/db.js';
import type { AmAccount } from '../accounts.js';
import { REALM_JSON_PREFIXES } from '../realms.js';
import { userResource } from '../user-resource.js';
import { parseApproval, parsePolicy } from './policy-input.js';
import {
  approvePendingRequest,
  denyPendingRequest,
  findPendingRequest,
  findResourceSet,
  listOwnedResourceSets,
  listPendingRequests,
  listSharedWith,
  permissionsOf,
  replacePermissions,
  type ResourceSetRow,
} from './sharing-store.js';
import { usernamesById } from './sharing-subjects.js';
import { pendingRequestView, policyView, resourceSetView } from './sharing-views.js';

const idParams = z.object({ id: z.string().min(1).max(128) });
const setsQuery = z.object({ _queryFilter: z.string().default('true') });
const actionQuery = z.object({ _action: z.enum(['approve', 'deny']) });

const OWNED = 'true';
const SHARED_WITH_ME = /^sharedWithMe\s+eq\s+true$/;

function idOf(params: unknown, what: string): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data.id;
}

/** A resource set of the caller's realm that the caller owns: 404 when unknown, 403 when another's. */
async function ownedResourceSet(db: Db, account: AmAccount, id: string): Promise<ResourceSetRow> {
  const resource = await findResourceSet(db, account.realm, id);
  if (!resource) throw notFound(`Resource set ${id} not found`);
  if (resource.owner_id !== account.userId) throw forbidden('Only the owner may do this');
  return resource;
}

function ifMatch(request: FastifyRequest): number | undefined {
  const expected = expectedRevision(request.headers['if-match']);
  if (expected === null) throw preconditionFailed();
  return expected;
}

async function ownedView(db: Db, resource: ResourceSetRow) {
  const permissions = (await permissionsOf(db, [resource.id])).get(resource.id) ?? [];
  const usernames = await usernamesById(db, resource.realm, [
    resource.owner_id,
    ...permissions.map((permission) => permission.subject_id),
  ]);
  return { permissions, usernames };
}

/**
 * UMA sharing of a user's resource sets: the sets they own with their policies, the sets others
 * shared with them, and requests for access that wait for the owner's answer. Only the owner may
 * change a policy or answer a request.
 */
export function registerSharingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  for (const prefix of REALM_JSON_PREFIXES) {
    const sets = `${prefix}/users/:user/oauth2/resources/sets`;
    const policies = `${prefix}/users/:user/uma/policies`;
    const requests = `${prefix}/users/:user/uma/pendingrequests`;

    app.get(sets, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      const parsed = setsQuery.safeParse(request.query);
      const filter = parsed.success ? parsed.data._queryFilter.trim() : '';
      if (filter === OWNED) {
        const owned = await listOwnedResourceSets(db, account.realm, account.userId);
        const permissions = await permissionsOf(
          db,
          owned.map((resource) => resource.id),
        );
        const usernames = await usernamesById(db, account.realm, [
          account.userId,
          ...[...permissions.values()].flat().map((permission) => permission.subject_id),
        ]);
        return queryEnvelope(
          owned.map((resource) =>
            resourceSetView(resource, permissions.get(resource.id) ?? [], usernames),
          ),
        );
      }
      if (SHARED_WITH_ME.test(filter)) {
        const shared = await listSharedWith(db, account.realm, account.userId);
        const usernames = await usernamesById(db, account.realm, [
          account.userId,
          ...shared.map(({ resource }) => resource.owner_id),
        ]);
        return queryEnvelope(
          shared.map(({ resource, scopes }) =>
            resourceSetView(resource, [{ subject_id: account.userId, scopes }], usernames),
          ),
        );
      }
      throw badRequest('Unsupported query filter');
    });

    app.get(`${sets}/:id`, async (request, reply) => {
      const { account } = await userResource(db, request, { admin: false });
      const id = idOf(request.params, 'Resource set');
      const resource = await findResourceSet(db, account.realm, id);
      if (!resource) throw notFound(`Resource set ${id} not found`);
      const { permissions, usernames } = await ownedView(db, resource);
      const own = resource.owner_id === account.userId;
      const visible = own
        ? permissions
        : permissions.filter((permission) => permission.subject_id === account.userId);
      if (!own && visible.length === 0) throw notFound(`Resource set ${id} not found`);
      void reply.header('ETag', etag(resource.rev));
      return resourceSetView(resource, visible, usernames);
    });

    app.get(policies, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      requireListAllQuery(request.query);
      const owned = await listOwnedResourceSets(db, account.realm, account.userId);
      const permissions = await permissionsOf(
        db,
        owned.map((resource) => resource.id),
      );
      const usernames = await usernamesById(
        db,
        account.realm,
        [...permissions.values()].flat().map((permission) => permission.subject_id),
      );
      return queryEnvelope(
        owned
          .filter((resource) => (permissions.get(resource.id)?.length ?? 0) > 0)
          .map((resource) => policyView(resource, permissions.get(resource.id) ?? [], usernames)),
      );
    });

    app.get(`${policies}/:id`, async (request, reply) => {
      const { account } = await userResource(db, request, { admin: false });
      const resource = await ownedResourceSet(db, account, idOf(request.params, 'Policy'));
      const { permissions, usernames } = await ownedView(db, resource);
      void reply.header('ETag', etag(resource.rev));
      return policyView(resource, permissions, usernames);
    });

    app.put(`${policies}/:id`, async (request, reply) => {
      const { account } = await userResource(db, request, { admin: false });
      const resource = await ownedResourceSet(db, account, idOf(request.params, 'Policy'));
      const expected = ifMatch(request);
      const permissions = await parsePolicy(db, resource, request.body);
      const updated = await replacePermissions(db, resource, expected, permissions, new Date());
      if (!updated) throw preconditionFailed();
      const view = await ownedView(db, updated);
      void reply.header('ETag', etag(updated.rev));
      return policyView(updated, view.permissions, view.usernames);
    });

    app.delete(`${policies}/:id`, async (request, reply) => {
      const { account } = await userResource(db, request, { admin: false });
      const resource = await ownedResourceSet(db, account, idOf(request.params, 'Policy'));
      const updated = await replacePermissions(db, resource, ifMatch(request), [], new Date());
      if (!updated) throw preconditionFailed();
      void reply.header('ETag', etag(updated.rev));
      return policyView(updated, [], new Map());
    });

    app.get(requests, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      requireListAllQuery(request.query);
      const pending = await listPendingRequests(db, account.realm, account.userId);
      const usernames = await usernamesById(
        db,
        account.realm,
        pending.map(({ request: { requester_id } }) => requester_id),
      );
      return queryEnvelope(pending.map((entry) => pendingRequestView(entry, usernames)));
    });

    app.post(`${requests}/:id`, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      const id = idOf(request.params, 'Request');
      const action = actionQuery.safeParse(request.query);
      if (!action.success) throw badRequest('Unsupported action');
      const pending = await findPendingRequest(db, account.realm, id);
      if (!pending) throw notFound(`Request ${id} not found`);
      if (pending.resource.owner_id !== account.userId) {
        throw forbidden('Only the owner may answer this request');
      }
      const usernames = await usernamesById(db, account.realm, [pending.request.requester_id]);
      const view = pendingRequestView(pending, usernames);
      if (action.data._action === 'deny') {
        if (!(await denyPendingRequest(db, id))) throw notFound(`Request ${id} not found`);
        return view;
      }
      const scopes = parseApproval(pending.resource, pending.request.scopes, request.body);
      if (!(await approvePendingRequest(db, pending, scopes, new Date()))) {
        throw notFound(`Request ${id} not found`);
      }
      return { ...view, permissions: scopes };
    });
  }
}
