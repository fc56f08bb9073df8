import type { NotificationItem } from '../../../src/machines/notificationsMachine.js';
import { notificationsMachine } from '../../../src/machines/notificationsMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const profileChanged: NotificationItem = {
  id: 'n-1',
  message: 'Your profile has been updated',
  createDate: '2025-01-06T09:00:00Z',
  notificationType: 'info',
};
const passwordChanged: NotificationItem = {
  id: 'n-2',
  message: 'Your password has been changed',
  createDate: '2025-01-06T09:05:00Z',
  notificationType: 'warning',
};

export const notificationsModel = defineModel({
  name: 'notifications',
  file: 'src/machines/notificationsMachine.ts',
  machine: notificationsMachine,
  scenarios: [{ name: 'signed in', input: undefined }],
  events: () => [
    actorDone('fetchNotifications', [profileChanged, passwordChanged]),
    actorDone('fetchNotifications', []),
    actorError('fetchNotifications', 'Issue connecting to the server'),
    { type: 'notifications.remove', id: profileChanged.id },
    { type: 'notifications.clear' },
    actorDone('removeNotification'),
    actorError('removeNotification', 'Not found'),
    actorDone('clearNotifications'),
    actorError('clearNotifications', 'Issue connecting to the server'),
  ],
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.fetchNotifications'
      ? `${(event.output as unknown[]).length} notifications`
      : undefined,
});
