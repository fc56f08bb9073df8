import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { callerOf } from '../caller.js';
import { GRANT_TYPES } from '../../../domain/governance/access-types.js';
import { isManagerOf } from '../directory/managers.js';
import { pagingOf, pagingQuery } from '../paging.js';
import { governanceId, pathUserId, selfPathCaller } from '../path-params.js';
import { actorOf } from '../requests/delegations.js';
import { findRequest } from '../requests/request-store.js';
import { requestView } from '../requests/request-views.js';
import { queryGrants } from './grant-store.js';
import { grantViews } from './grant-views.js';
import { removalBody, requestRemoval } from './request-removal.js';

const MAX_SEARCH_LENGTH = 256;

const grantsQuery = pagingQuery.extend({
  grantType: z.enum(GRANT_TYPES),
  search: z.string().max(MAX_SEARCH_LENGTH).optional(),
});
const grantParams = z.object({ id: governanceId, grantId: governanceId });
const removeQuery = z.object({ _action: z.literal('remove') });

/**
 * `GET user/{id}/grants`: a user's grants of a type, for the user and their manager;
 * `POST user/{id}/grants/{grantId}?_action=remove`: the user asks that a grant be removed.
 */
export function registerGrantRoutes(app: FastifyInstance, db: Db, now: () => Date): void {
  app.get('/user/:id/grants', async (request) => {
    const caller = callerOf(request);
    const userId = pathUserId(request);
    const query = parseInput(grantsQuery, request.query, 'query parameters');
    if (userId !== caller.userId && !(await isManagerOf(db, caller.realm, caller.userId, userId))) {
      throw forbidden('Only the user and their manager see their grants');
    }
    const page = await queryGrants(
      db,
      caller.realm,
      userId,
      { grantType: query.grantType, search: query.search?.trim() },
      pagingOf(query),
      now(),
    );
    return {
      result: await grantViews(db, caller.realm, page.result),
      totalCount: page.totalCount,
    };
  });

  app.post('/user/:id/grants/:grantId', async (request) => {
    const caller = selfPathCaller(request);
    const { grantId } = parseInput(grantParams, request.params, 'path');
    parseInput(removeQuery, request.query, 'query parameters');
    const body = parseInput(removalBody, request.body ?? {}, 'request body');
    const at = now();
    const id = await requestRemoval(db, caller, grantId, body, at);
    const row = (await findRequest(db, caller.realm, id))!;
    return requestView(db, caller.realm, row, await actorOf(db, caller.realm, caller.userId, at));
  });
}
