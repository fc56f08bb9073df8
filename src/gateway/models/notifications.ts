import type { Notification } from '../generated/resolvers-types.js';
import type { IdmClient } from '../upstream/idm.js';

/** The signed-in user's notifications, newest first. */
export async function loadNotifications(idm: IdmClient): Promise<Notification[]> {
  const { component, id } = await idm.identity();
  const notifications = await idm.notifications(component, id);
  return notifications.map(({ _id, message, createDate, notificationType }) => ({
    id: _id,
    message,
    createDate,
    notificationType,
  }));
}

export async function removeNotification(idm: IdmClient, id: string): Promise<boolean> {
  await idm.removeNotification(id);
  return true;
}

export async function clearNotifications(idm: IdmClient): Promise<boolean> {
  const { component, id } = await idm.identity();
  await idm.clearNotifications(`${component}/${id}`);
  return true;
}
