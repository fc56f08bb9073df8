import type { Resolvers } from '../generated/resolvers-types.js';
import { loadSystemNotification } from '../models/system-notification.js';

export const systemNotificationResolvers: Resolvers = {
  Query: {
    systemNotification: (_, __, { idm }) => loadSystemNotification(idm),
  },
};
