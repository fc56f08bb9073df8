import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ITEM_TYPES } from '../../../domain/governance/access-types.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { pagingOf, pagingQuery } from '../paging.js';
import { governanceId, selfPathCaller } from '../path-params.js';
import { queryCatalog } from './catalog-store.js';
import { catalogViews } from './catalog-views.js';

const MAX_SEARCH_LENGTH = 256;

const catalogQuery = pagingQuery.extend({
  type: z.enum(ITEM_TYPES).optional(),
  applicationId: governanceId.optional(),
  search: z.string().max(MAX_SEARCH_LENGTH).optional(),
});

/** `GET user/{id}/catalog`: one page of the requestable catalog, by name. */
export function registerCatalogRoutes(app: FastifyInstance, db: Db): void {
  app.get('/user/:id/catalog', async (request) => {
    const { realm } = selfPathCaller(request);
    const query = parseInput(catalogQuery, request.query, 'query parameters');
    const page = await queryCatalog(
      db,
      realm,
      { type: query.type, applicationId: query.applicationId, search: query.search?.trim() },
      pagingOf(query),
    );
    return { result: await catalogViews(db, realm, page.result), totalCount: page.totalCount };
  });
}
