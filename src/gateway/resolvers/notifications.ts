import { z } from 'zod';
import { notificationIdSchema } from '../../domain/notification.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  clearNotifications,
  loadNotifications,
  removeNotification,
} from '../models/notifications.js';
import { validateInput } from '../validate-input.js';

const removeNotificationArgs = z.object({ id: notificationIdSchema });

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_, __, { idm }) => loadNotifications(idm),
  },
  Mutation: {
    removeNotification: (_, args, { idm }) =>
      removeNotification(idm, validateInput(removeNotificationArgs, args).id),
    clearNotifications: (_, __, { idm }) => clearNotifications(idm),
  },
  Notification: {
    id: (notification) => notification._id,
  },
};
