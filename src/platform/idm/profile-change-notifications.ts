import { platformNotificationText } from '../../domain/platform-notifications.js';
import type { Db } from '../store/db.js';
import { createNotification } from './notification-store.js';

/** Tells a managed user that their profile or password changed. */
export async function notifyProfileChange(
  db: Db,
  target: string,
  changed: { profile: boolean; password: boolean },
): Promise<void> {
  if (changed.profile) {
    await createNotification(db, {
      target,
      message: platformNotificationText('profileUpdated'),
      notificationType: 'info',
    });
  }
  if (changed.password) {
    await createNotification(db, {
      target,
      message: platformNotificationText('passwordChanged'),
      notificationType: 'info',
    });
  }
}
