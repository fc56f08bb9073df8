import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../store/db.js';
import type { NotificationsTable } from '../store/schema.js';

export type NotificationRow = Selectable<NotificationsTable>;

export interface NewNotification {
  target: string;
  message: string;
  notificationType: string;
}

/** A notification as IDM serves it. */
export function notificationView(row: NotificationRow) {
  return {
    _id: row.id,
    message: row.message,
    createDate: new Date(row.create_date).toISOString(),
    notificationType: row.notification_type,
  };
}

export async function createNotification(
  db: Db,
  { target, message, notificationType }: NewNotification,
  now = new Date(),
): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      target,
      message,
      notification_type: notificationType,
      create_date: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A target's notifications, newest first. */
export async function listNotifications(db: Db, target: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('target', '=', target)
    .orderBy('create_date', 'desc')
    .orderBy('id')
    .execute();
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes a notification while it still belongs to `target`; undefined when it does not. */
export async function deleteNotification(
  db: Db,
  id: string,
  target: string,
): Promise<NotificationRow | undefined> {
  return db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('target', '=', target)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNotificationsForTarget(db: Db, target: string): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('target', '=', target)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
