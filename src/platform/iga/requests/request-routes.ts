import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ENUMERATIONS } from '../../../domain/enumerated-values.js';
import { etag } from '../../http/crest/revision.js';
import { forbidden, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { callerOf } from '../caller.js';
import { pagingOf, pagingQuery } from '../paging.js';
import { governanceId, selfPathCaller } from '../path-params.js';
import { requiredRevision } from '../revision.js';
import {
  createRequests,
  createRequestsBody,
  requireCatalogItems,
  requireRealmUsers,
  userIdsSchema,
} from './create-requests.js';
import { actorOf } from './delegations.js';
import { actOnRequest, REQUEST_ACTIONS, requestActionBody } from './request-actions.js';
import { conflictKind, findConflicts } from './request-conflicts.js';
import { mayView } from './request-permissions.js';
import { findRequest, queryApprovals, queryUserRequests, requestCounts } from './request-store.js';
import { requestViews, requestView, type RequestView } from './request-views.js';

const requestsQuery = pagingQuery.extend({
  status: z.enum(ENUMERATIONS.requestStatus).optional(),
});
const approvalsQuery = pagingQuery.extend({ view: z.enum(['pending', 'completed']) });
const requestParams = z.object({ requestId: governanceId });
const collectionAction = z.object({ _action: z.enum(['create', 'validate']) });
const requestAction = z.object({ _action: z.enum(REQUEST_ACTIONS) });
const validateBody = z.object({ itemId: governanceId, users: userIdsSchema });

function withRevision(reply: FastifyReply, view: RequestView): RequestView {
  void reply.header('ETag', etag(Number(view._rev)));
  return view;
}

/** The user's requests, approvals and counts; reading, creating and acting on requests. */
export function registerRequestRoutes(app: FastifyInstance, db: Db, now: () => Date): void {
  app.get('/user/:id/requests', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    const query = parseInput(requestsQuery, request.query, 'query parameters');
    const actor = await actorOf(db, realm, userId, now());
    const page = await queryUserRequests(db, realm, userId, query.status, pagingOf(query));
    return {
      result: await requestViews(db, realm, page.result, actor),
      totalCount: page.totalCount,
    };
  });

  app.get('/user/:id/approvals', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    const query = parseInput(approvalsQuery, request.query, 'query parameters');
    const actor = await actorOf(db, realm, userId, now());
    const page = await queryApprovals(db, realm, actor, query.view, pagingOf(query));
    return {
      result: await requestViews(db, realm, page.result, actor),
      totalCount: page.totalCount,
    };
  });

  app.get('/user/:id/counts', async (request) => {
    const { realm, userId } = selfPathCaller(request);
    return requestCounts(db, realm, await actorOf(db, realm, userId, now()));
  });

  app.get('/requests/:requestId', async (request, reply) => {
    const { realm, userId } = callerOf(request);
    const { requestId } = parseInput(requestParams, request.params, 'path');
    const row = await findRequest(db, realm, requestId);
    if (!row) throw notFound(`No request ${requestId}`);
    const actor = await actorOf(db, realm, userId, now());
    if (!mayView(row, actor)) throw forbidden('The request is not yours to see');
    return withRevision(reply, await requestView(db, realm, row, actor));
  });

  app.post('/requests', async (request) => {
    const caller = callerOf(request);
    const { _action } = parseInput(collectionAction, request.query, 'query parameters');
    if (_action === 'validate') {
      const body = parseInput(validateBody, request.body, 'request body');
      await requireRealmUsers(db, caller.realm, body.users);
      await requireCatalogItems(db, caller.realm, [body.itemId]);
      const conflicts = await findConflicts(
        db,
        caller.realm,
        'grant',
        body.users,
        [body.itemId],
        now(),
      );
      return { conflict: conflictKind(conflicts) };
    }
    const body = parseInput(createRequestsBody, request.body, 'request body');
    return { requestIds: await createRequests(db, caller, body, now()) };
  });

  app.post('/requests/:requestId', async (request, reply) => {
    const caller = callerOf(request);
    const { requestId } = parseInput(requestParams, request.params, 'path');
    const { _action } = parseInput(requestAction, request.query, 'query parameters');
    const body = parseInput(requestActionBody, request.body ?? {}, 'request body');
    const rev = requiredRevision(request, body._rev);
    const view = await actOnRequest(db, caller, requestId, _action, body, rev, now());
    return withRevision(reply, view);
  });
}
