import type { FastifyReply } from 'fastify';
import type { Db } from '../store/db.js';
import { listNotifications, notificationView } from './notification-store.js';

const NOTIFICATIONS_FIELD = '_notifications';

/** `_fields=_notifications/*` asks for the object's notifications, which are never served by default. */
export function wantsNotifications(fields: Set<string> | undefined): boolean {
  return fields?.has(NOTIFICATIONS_FIELD) ?? false;
}

/** Adds the target's notifications, newest first, to a resource that must not be cached. */
export async function withNotifications(
  db: Db,
  reply: FastifyReply,
  target: string,
  resource: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  void reply.header('Cache-Control', 'no-cache, no-store').header('Pragma', 'no-cache');
  const rows = await listNotifications(db, target);
  return { ...resource, [NOTIFICATIONS_FIELD]: rows.map(notificationView) };
}
