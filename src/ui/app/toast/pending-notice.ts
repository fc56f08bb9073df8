import type { Notice } from '../../../domain/notice.js';
import { sessionStore } from '../../lib/browser-storage.js';

const PENDING_NOTICE_KEY = 'identity-console.pending-notice';
const TONES: ReadonlySet<string> = new Set<Notice['tone']>(['success', 'danger', 'info']);

function isNotice(value: unknown): value is Notice {
  if (typeof value !== 'object' || value === null) return false;
  const { messageKey, tone } = value as Record<string, unknown>;
  return typeof messageKey === 'string' && typeof tone === 'string' && TONES.has(tone);
}

/** Keeps a notice for the page the browser loads next, when leaving this one would lose its toast. */
export function keepNoticeForNextPage(notice: Notice): void {
  sessionStore.write(PENDING_NOTICE_KEY, JSON.stringify(notice));
}

/** The notice an earlier page kept, once: it is forgotten as it is read. */
export function takePendingNotice(): Notice | undefined {
  const kept = sessionStore.read(PENDING_NOTICE_KEY);
  sessionStore.remove(PENDING_NOTICE_KEY);
  if (kept === null) return undefined;
  try {
    const notice: unknown = JSON.parse(kept);
    return isNotice(notice) ? { messageKey: notice.messageKey, tone: notice.tone } : undefined;
  } catch {
    return undefined;
  }
}
