import type { Selectable } from 'kysely';
import type { Database } from '../../store/schema.js';

export type RequestRow = Selectable<Database['iga_requests']>;

/** A request that waits for its approver (spec §4's `in-progress`). */
export const PENDING_STATUS = 'in-progress';
export const WORKFLOW_ID = 'BasicApprovalWorkflow';

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** grant asks for access; remove asks that access held be taken away. */
export type RequestType = 'grant' | 'remove';

export type HistoryAction =
  | 'created'
  | 'comment'
  | 'approved'
  | 'rejected'
  | 'forwarded'
  | 'canceled'
  | 'fulfilled'
  | 'expired';

export interface HistoryEntry {
  action: HistoryAction;
  /** Who acted; null for the service itself. */
  userId: string | null;
  comment: string;
  /** ISO 8601. */
  timestamp: string;
}

export function historyEntry(
  action: HistoryAction,
  userId: string | null,
  comment: string,
  now: Date,
): HistoryEntry {
  return { action, userId, comment, timestamp: now.toISOString() };
}

export function historyOf(row: Pick<RequestRow, 'history'>): HistoryEntry[] {
  return row.history as unknown as HistoryEntry[];
}
