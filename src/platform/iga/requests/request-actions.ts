import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import {
  badRequest,
  CrestError,
  forbidden,
  notFound,
  preconditionFailed,
} from '../../http/errors.js';
import { jsonb, type Db } from '../../store/db.js';
import type { GovernanceCaller } from '../caller.js';
import { governanceId } from '../path-params.js';
import { actorOf, type Actor } from './delegations.js';
import { requireRealmUsers } from './create-requests.js';
import { fulfilRequest } from './fulfil-request.js';
import { mayCancel, mayComment, mayDecide, mayView } from './request-permissions.js';
import {
  historyEntry,
  historyOf,
  PENDING_STATUS,
  type HistoryEntry,
  type RequestRow,
} from './request-row.js';
import { findRequest, nextRev } from './request-store.js';
import { requestView, type RequestView } from './request-views.js';

export const REQUEST_ACTIONS = ['approve', 'reject', 'reassign', 'cancel', 'comment'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const requestActionBody = z.object({
  comment: z.string().max(MAX_COMMENT_LENGTH).default(''),
  _rev: z.string().max(16).optional(),
  /** The next approver, for `reassign`. */
  userId: governanceId.optional(),
});
export type RequestActionBody = z.infer<typeof requestActionBody>;

interface Change {
  status?: string;
  decision?: string;
  approver_id?: string | null;
  decided_by?: string;
  history: HistoryEntry[];
}

/** Past this many history entries, a request takes no more comments or hand-overs. */
const MAX_HISTORY_ENTRIES = 200;

const MAY: Record<RequestAction, (row: RequestRow, actor: Actor) => boolean> = {
  approve: mayDecide,
  reject: mayDecide,
  reassign: mayDecide,
  cancel: mayCancel,
  comment: mayComment,
};

async function changeFor(
  db: Db,
  row: RequestRow,
  action: RequestAction,
  body: RequestActionBody,
  actor: Actor,
  now: Date,
): Promise<Change> {
  const entry = (name: HistoryEntry['action']) =>
    historyEntry(name, actor.userId, body.comment, now);
  switch (action) {
    case 'approve':
      return {
        status: 'complete',
        decision: 'approved',
        approver_id: null,
        decided_by: actor.userId,
        history: [entry('approved'), historyEntry('fulfilled', null, '', now)],
      };
    case 'reject':
      return {
        status: 'complete',
        decision: 'rejected',
        approver_id: null,
        decided_by: actor.userId,
        history: [entry('rejected')],
      };
    case 'cancel':
      return {
        status: 'canceled',
        decision: 'canceled',
        approver_id: null,
        history: [entry('canceled')],
      };
    case 'comment':
      if (body.comment.trim() === '') throw badRequest('Invalid comment: it is empty');
      return { history: [entry('comment')] };
    case 'reassign': {
      const next = body.userId;
      if (!next) throw badRequest('Invalid userId: reassign names the next approver');
      if (next === row.approver_id) throw badRequest('Invalid userId: already the approver');
      await requireRealmUsers(db, row.realm, [next]);
      return { approver_id: next, history: [entry('forwarded')] };
    }
  }
}

/**
 * Acts on a request at the revision the caller read: 404 when the realm has no such request,
 * 403 when the caller may not see it or may not take this action, 412 on a stale revision and
 * 409 once it is no longer pending.
 */
export async function actOnRequest(
  db: Db,
  caller: GovernanceCaller,
  id: string,
  action: RequestAction,
  body: RequestActionBody,
  expectedRev: number,
  now: Date,
): Promise<RequestView> {
  const { realm } = caller;
  return db.transaction().execute(async (trx) => {
    const row = await findRequest(trx, realm, id);
    if (!row) throw notFound(`No request ${id}`);
    const actor = await actorOf(trx, realm, caller.userId, now);
    if (!mayView(row, actor)) throw forbidden('The request is not yours to see');
    if (row.rev !== expectedRev)
      throw preconditionFailed('The request was changed by someone else');
    if (row.status !== PENDING_STATUS) {
      throw new CrestError(409, 'The request is no longer pending', { reason: 'notPending' });
    }
    if (!MAY[action](row, actor)) throw forbidden(`You may not ${action} this request`);
    const { history, ...change } = await changeFor(trx, row, action, body, actor, now);
    const addsTalk = action === 'comment' || action === 'reassign';
    if (addsTalk && historyOf(row).length >= MAX_HISTORY_ENTRIES) {
      throw badRequest(`A request holds at most ${MAX_HISTORY_ENTRIES} history entries`);
    }
    const updated = await trx
      .updateTable('iga_requests')
      .set({ ...change, history: jsonb([...historyOf(row), ...history]), rev: nextRev })
      .where('realm', '=', realm)
      .where('id', '=', id)
      .where('rev', '=', row.rev)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw preconditionFailed('The request was changed by someone else');
    if (action === 'approve') await fulfilRequest(trx, updated, now);
    return requestView(trx, realm, updated, actor);
  });
}
