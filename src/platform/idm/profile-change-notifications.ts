import type { Db } from '../store/db.js';
import { createNotification } from './notification-store.js';

const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated';
const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';

/** Tells a managed user that their profile or password changed. */
export async function notifyProfileChange(
  db: Db,
  target: string,
  changed: { profile: boolean; password: boolean },
): Promise<void> {
  if (changed.profile) {
    await createNotification(db, {
      target,
      message: PROFILE_UPDATED_MESSAGE,
      notificationType: 'info',
    });
  }
  if (changed.password) {
    await createNotification(db, {
      target,
      message: PASSWORD_CHANGED_MESSAGE,
      notificationType: 'info',
    });
  }
}
