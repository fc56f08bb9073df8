import { sql } from 'kysely';
import type { Db } from '../../store/db.js';
import { accessKey } from '../grants/grant-store.js';
import type { Page, Paging } from '../paging.js';
import { approverIdsOf, type Actor } from './delegations.js';
import { PENDING_STATUS, type RequestRow, type RequestType } from './request-row.js';

export async function findRequest(
  db: Db,
  realm: string,
  id: string,
): Promise<RequestRow | undefined> {
  return db
    .selectFrom('iga_requests')
    .selectAll()
    .where('realm', '=', realm)
    .where('id', '=', id)
    .executeTakeFirst();
}

type RequestQuery = ReturnType<typeof requestsOf>;

function requestsOf(db: Db, realm: string) {
  return db.selectFrom('iga_requests').where('realm', '=', realm);
}

async function pageOf(query: RequestQuery, paging: Paging): Promise<Page<RequestRow>> {
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('request_date', 'desc')
      .orderBy('id')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { result: rows, totalCount: Number(total.count) };
}

/** The requests a user made or that were made for them. */
function userRequests(db: Db, realm: string, userId: string, status?: string): RequestQuery {
  let query = requestsOf(db, realm).where((eb) =>
    eb.or([eb('requester_id', '=', userId), eb('user_id', '=', userId)]),
  );
  if (status) query = query.where('status', '=', status);
  return query;
}

/** Pending requests this actor decides, as approver or delegate. */
function pendingApprovals(db: Db, realm: string, actor: Actor): RequestQuery {
  return requestsOf(db, realm)
    .where('status', '=', PENDING_STATUS)
    .where('approver_id', 'in', approverIdsOf(actor));
}

/** Requests this user approved or rejected. */
function decidedBy(db: Db, realm: string, userId: string): RequestQuery {
  return requestsOf(db, realm).where('decided_by', '=', userId);
}

export function queryUserRequests(
  db: Db,
  realm: string,
  userId: string,
  status: string | undefined,
  paging: Paging,
): Promise<Page<RequestRow>> {
  return pageOf(userRequests(db, realm, userId, status), paging);
}

export type ApprovalsView = 'pending' | 'completed';

export function queryApprovals(
  db: Db,
  realm: string,
  actor: Actor,
  view: ApprovalsView,
  paging: Paging,
): Promise<Page<RequestRow>> {
  const query =
    view === 'pending' ? pendingApprovals(db, realm, actor) : decidedBy(db, realm, actor.userId);
  return pageOf(query, paging);
}

async function countOf(query: RequestQuery): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface RequestCounts {
  pendingApprovals: number;
  pendingRequests: number;
}

export async function requestCounts(db: Db, realm: string, actor: Actor): Promise<RequestCounts> {
  const [pendingApprovalsCount, pendingRequests] = await Promise.all([
    countOf(pendingApprovals(db, realm, actor)),
    countOf(userRequests(db, realm, actor.userId, PENDING_STATUS)),
  ]);
  return { pendingApprovals: pendingApprovalsCount, pendingRequests };
}

/** `user item` keys of the pending requests of a type for these users and items. */
export async function pendingAccess(
  db: Db,
  realm: string,
  requestType: RequestType,
  userIds: readonly string[],
  itemIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0 || itemIds.length === 0) return new Set();
  const rows = await requestsOf(db, realm)
    .select(['user_id', 'item_id'])
    .where('status', '=', PENDING_STATUS)
    .where('request_type', '=', requestType)
    .where('user_id', 'in', [...userIds])
    .where('item_id', 'in', [...itemIds])
    .execute();
  return new Set(rows.map((row) => accessKey(row.user_id, row.item_id)));
}

/** The next revision, in an update. */
export const nextRev = sql<number>`rev + 1`;
