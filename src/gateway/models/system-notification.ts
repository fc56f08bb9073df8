import type { SystemNotification } from '../generated/resolvers-types.js';
import type { IdmClient } from '../upstream/idm.js';

const filled = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The platform-wide notice; null while it is disabled, empty or absent. */
export async function loadSystemNotification(idm: IdmClient): Promise<SystemNotification | null> {
  const notice = await idm.systemNotification();
  const message = filled(notice?.message);
  if (!notice?.enabled || message === null) return null;
  return { message, severity: notice.severity, details: filled(notice.details) };
}
