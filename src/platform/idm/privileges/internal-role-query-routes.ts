import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors.js';
import { parseCrestQuery, encodePagedResultsCookie } from '../../http/crest/query-params.js';
import { queryEnvelope } from '../../http/crest/query-envelope.js';
import { parseInput } from '../../http/parse-input.js';
import { recordActivity } from '../admin-activity.js';
import type { IdmDeps } from '../idm-deps.js';
import { evaluateFilter } from '../query/evaluate-filter.js';
import {
  requireAnyAdministrator,
  requireRoleInScope,
  roleResource,
} from './internal-role-routes.js';
import { findInternalRole } from './internal-roles-store.js';

const roleParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

function inScope(check: () => void): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

const sortText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function compare(left: unknown, right: unknown): number {
  return sortText(left).localeCompare(sortText(right), 'en', { sensitivity: 'base' });
}

/** Internal roles the administrator may manage: a CREST query, and deletion. */
export function registerInternalRoleQueryRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/internal/role', async (request) => {
    const principal = await requireAnyAdministrator(deps, request);
    const query = parseCrestQuery(request.query);
    const rows = await deps.db.selectFrom('internal_roles').select(['id', 'rev', 'doc']).execute();
    const matching = rows
      .filter((row) => inScope(() => requireRoleInScope(principal, row.doc)))
      .map(roleResource)
      .filter((role) => evaluateFilter(query.filter, role));
    const sortKeys =
      query.sortKeys.length > 0 ? query.sortKeys : [{ path: ['name'], descending: false }];
    matching.sort((left, right) => {
      for (const key of sortKeys) {
        const field = key.path.join('.');
        const order = compare(
          (left as Record<string, unknown>)[field],
          (right as Record<string, unknown>)[field],
        );
        if (order !== 0) return key.descending ? -order : order;
      }
      return 0;
    });
    const page =
      query.pageSize > 0 ? matching.slice(query.offset, query.offset + query.pageSize) : matching;
    const next = query.offset + page.length;
    return queryEnvelope(page, {
      totalPagedResults: query.totalPagedResultsPolicy === 'NONE' ? -1 : matching.length,
      totalPagedResultsPolicy: query.totalPagedResultsPolicy,
      pagedResultsCookie:
        query.pageSize > 0 && next < matching.length ? encodePagedResultsCookie(next) : null,
    });
  });

  app.delete('/openidm/internal/role/:id', async (request) => {
    const principal = await requireAnyAdministrator(deps, request);
    const { id } = parseInput(roleParams, request.params, 'path');
    const row = await findInternalRole(deps.db, id);
    if (!row) throw notFound(`Internal role ${id} not found`);
    requireRoleInScope(principal, row.doc);
    if (!row.doc.privileges || (row.doc.privileges as unknown[]).length === 0) throw forbidden();
    await deps.db.deleteFrom('internal_roles').where('id', '=', id).execute();
    await recordActivity(deps.db, principal, {
      objectType: 'internal/role',
      objectId: id,
      operation: 'delete',
      before: row.doc,
      after: null,
    });
    return roleResource(row);
  });
}
