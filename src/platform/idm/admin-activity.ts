import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ACTIVITY_OPERATIONS, ActivitySortKey } from '../../domain/admin-activity.js';
import type { Principal } from '../auth/principal.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parseSortKeys } from '../http/crest/query-params.js';
import { parseInput } from '../http/parse-input.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import { jsonb, type Db } from '../store/db.js';
import { isAdministrator, requirePrincipal } from './access.js';
import type { IdmDeps } from './idm-deps.js';

export interface AdminChange {
  objectType: string;
  objectId: string;
  operation: (typeof ACTIVITY_OPERATIONS)[number];
  before: unknown;
  after: unknown;
}

const asDocument = (value: unknown) =>
  value === undefined || value === null ? null : jsonb(value);

/** Records who made an administrative change, in their realm, with the object before and after. */
export async function recordActivity(db: Db, principal: Principal, change: AdminChange) {
  await db
    .insertInto('admin_activity')
    .values({
      realm: principal.realm,
      user_name: principal.username,
      object_type: change.objectType,
      object_id: change.objectId,
      operation: change.operation,
      before: asDocument(change.before),
      after: asDocument(change.after),
    })
    .execute();
}

const activityQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  userName: z.string().max(255).optional(),
  objectType: z.string().max(100).optional(),
  _pageSize: z.coerce.number().int().min(1).max(10_000).default(10),
  _pagedResultsOffset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  _sortKeys: z.string().max(200).optional(),
});

const SORT_COLUMNS = {
  time: 'time',
  userName: 'user_name',
  objectType: 'object_type',
  objectId: 'object_id',
  operation: 'operation',
} as const satisfies Record<ActivitySortKey, string>;

/** The columns `_sortKeys` orders by, newest first when it names none. */
function activityOrder(text: string | undefined) {
  const keys = parseSortKeys(text).map((key) => {
    const field = key.path.join('/');
    if (key.path.length !== 1 || !Object.hasOwn(SORT_COLUMNS, field)) {
      throw badRequest(`Invalid _sortKeys: ${field} is not a sortable field of the activity log`);
    }
    return { column: SORT_COLUMNS[field as ActivitySortKey], descending: key.descending };
  });
  return keys.length > 0 ? keys : [{ column: SORT_COLUMNS.time, descending: true }];
}

/**
 * `GET /openidm/audit/activity`: the administrative changes of the caller's realm, filtered by time
 * (`from`, `to`), `userName` and `objectType`, in the order of `_sortKeys` (newest first by default;
 * ties newest first); administrators only.
 */
export function registerAdminActivityRoutes(app: FastifyInstance, deps: IdmDeps): void {
  app.get('/openidm/audit/activity', async (request) => {
    const principal = await requirePrincipal(deps, request);
    if (!isAdministrator(principal)) throw forbidden();
    const query = parseInput(activityQuery, request.query, 'query parameters');
    const order = activityOrder(query._sortKeys);
    let select = deps.db.selectFrom('admin_activity').where('realm', '=', principal.realm);
    if (query.from) select = select.where('time', '>=', new Date(query.from));
    if (query.to) select = select.where('time', '<', new Date(query.to));
    if (query.userName) select = select.where('user_name', '=', query.userName);
    const { objectType } = query;
    if (objectType) {
      // A type names its subtypes too: `managed` covers `managed/alpha_user`.
      select = select.where((eb) =>
        eb.or([
          eb('object_type', '=', objectType),
          eb(eb.fn('left', ['object_type', eb.val(objectType.length + 1)]), '=', `${objectType}/`),
        ]),
      );
    }
    const sorted = order.reduce(
      (ordered, key) => ordered.orderBy(key.column, key.descending ? 'desc' : 'asc'),
      select.selectAll(),
    );
    const [rows, count] = await Promise.all([
      sorted
        .orderBy('time', 'desc')
        .orderBy('id', 'desc')
        .limit(query._pageSize)
        .offset(query._pagedResultsOffset)
        .execute(),
      select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return queryEnvelope(
      rows.map((row) => ({
        _id: String(row.id),
        time: new Date(row.time).toISOString(),
        userName: row.user_name,
        objectType: row.object_type,
        objectId: row.object_id,
        operation: row.operation,
        before: row.before,
        after: row.after,
      })),
      { totalPagedResults: Number(count.total), totalPagedResultsPolicy: 'EXACT' },
    );
  });
}
