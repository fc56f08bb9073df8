import type { IdmNotification } from '../upstream/idm-notifications.js';
import type { IdmClient } from '../upstream/idm.js';

/** The signed-in user's notifications, newest first. */
export async function loadNotifications(idm: IdmClient): Promise<IdmNotification[]> {
  const { component, id } = await idm.identity();
  return idm.notifications(component, id);
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
