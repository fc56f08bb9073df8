import type { Actor } from './delegations.js';
import { historyOf, PENDING_STATUS, type RequestRow } from './request-row.js';

/** What the signed-in user may do with a request. */
export interface RequestActions {
  approve: boolean;
  reject: boolean;
  forward: boolean;
  comment: boolean;
  cancel: boolean;
}

type Row = Pick<
  RequestRow,
  'status' | 'approver_id' | 'requester_id' | 'user_id' | 'decided_by' | 'history'
>;

const isPending = (row: Row) => row.status === PENDING_STATUS;

/** The approver of a pending request, or a user the approver delegated to today. */
export function mayDecide(row: Row, actor: Actor): boolean {
  const approver = row.approver_id;
  return (
    isPending(row) &&
    approver !== null &&
    (approver === actor.userId || actor.delegators.has(approver))
  );
}

export function mayComment(row: Row, actor: Actor): boolean {
  return (
    isPending(row) &&
    (row.requester_id === actor.userId || row.user_id === actor.userId || mayDecide(row, actor))
  );
}

export function mayCancel(row: Row, actor: Actor): boolean {
  return isPending(row) && row.requester_id === actor.userId;
}

/** Whoever made it, is its subject, decides it now, or took part in it. */
export function mayView(row: Row, actor: Actor): boolean {
  const { userId } = actor;
  return (
    row.requester_id === userId ||
    row.user_id === userId ||
    row.decided_by === userId ||
    mayDecide(row, actor) ||
    row.approver_id === userId ||
    historyOf(row).some((entry) => entry.userId === userId)
  );
}

export function actionsFor(row: Row, actor: Actor): RequestActions {
  const decide = mayDecide(row, actor);
  return {
    approve: decide,
    reject: decide,
    forward: decide,
    comment: mayComment(row, actor),
    cancel: mayCancel(row, actor),
  };
}
