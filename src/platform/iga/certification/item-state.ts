import type { CertificationDecision } from '../../../domain/certification.js';
import type { ItemRow } from './certification-store.js';

export interface ItemDecision {
  decision: CertificationDecision | null;
  deferredUntil: Date | null;
}

const DECISIONS: readonly string[] = ['certify', 'revoke', 'exception'];

function isDecision(value: string | null): value is CertificationDecision {
  return value !== null && DECISIONS.includes(value);
}

/** An item's decision as of `now`: an exception whose deferral has passed is due again. */
export function decisionAt(
  item: Pick<ItemRow, 'decision' | 'deferred_until'>,
  now: Date,
): ItemDecision {
  if (!isDecision(item.decision)) return { decision: null, deferredUntil: null };
  if (item.decision !== 'exception') return { decision: item.decision, deferredUntil: null };
  const until = item.deferred_until;
  if (until === null || until.getTime() <= now.getTime()) {
    return { decision: null, deferredUntil: null };
  }
  return { decision: item.decision, deferredUntil: until };
}

export interface StoredComment {
  userId: string;
  comment: string;
  timestamp: string;
}

function isStoredComment(value: unknown): value is StoredComment {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, comment, timestamp } = value as Record<string, unknown>;
  return typeof userId === 'string' && typeof comment === 'string' && typeof timestamp === 'string';
}

export function commentsOf(item: Pick<ItemRow, 'comments'>): StoredComment[] {
  return item.comments.filter(isStoredComment);
}

export function withComment(
  item: Pick<ItemRow, 'comments'>,
  userId: string,
  comment: string,
  now: Date,
): StoredComment[] {
  return [...commentsOf(item), { userId, comment, timestamp: now.toISOString() }];
}
