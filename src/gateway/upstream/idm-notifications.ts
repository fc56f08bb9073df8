import DataLoader from 'dataloader';
import { z } from 'zod';
import { UpstreamError } from './errors.js';
import type { UpstreamHttp } from './http.js';

const notificationSchema = z.looseObject({
  _id: z.string(),
  message: z.string(),
  createDate: z.string(),
  notificationType: z.string().default('info'),
});
export type IdmNotification = z.infer<typeof notificationSchema>;

const notificationsHolderSchema = z.looseObject({
  _notifications: z.array(notificationSchema).default([]),
});

const systemNotificationSchema = z.looseObject({
  enabled: z.boolean().default(false),
  message: z.string().default(''),
  severity: z.string().default('info'),
  details: z.string().nullish(),
});
export type SystemNotificationDocument = z.infer<typeof systemNotificationSchema>;

const NOTIFICATIONS_FIELDS = '_notifications/*';
/** The list is read every few seconds: no cache on the way may answer for the platform. */
const NO_CACHE = { 'cache-control': 'no-cache', pragma: 'no-cache' };
const anything = z.unknown();

const newestFirst = (a: IdmNotification, b: IdmNotification) =>
  Date.parse(b.createDate) - Date.parse(a.createDate);

/** Notifications of IDM: a user's list (once per request), removal, clearing, and the system notice. */
export function createIdmNotifications(http: UpstreamHttp, accessToken: () => Promise<string>) {
  const lists = new DataLoader<string, IdmNotification[]>(async (resources) => {
    const bearer = await accessToken();
    return Promise.all(
      resources.map(async (path) => {
        const answer = await http.request(notificationsHolderSchema, {
          path,
          query: { _fields: NOTIFICATIONS_FIELDS },
          headers: NO_CACHE,
          bearer,
        });
        return [...answer._notifications].sort(newestFirst);
      }),
    );
  });

  return {
    notifications: (component: string, id: string) =>
      lists.load(`${component}/${encodeURIComponent(id)}`),

    async removeNotification(id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: `internal/notification/${encodeURIComponent(id)}`,
        bearer: await accessToken(),
      });
      lists.clearAll();
    },

    async clearNotifications(target: string): Promise<void> {
      await http.request(anything, {
        method: 'POST',
        path: 'notification',
        query: { _action: 'deleteNotificationsForTarget', target },
        bearer: await accessToken(),
      });
      lists.clearAll();
    },

    /** Read anonymously; null when the deployment has none. */
    async systemNotification(): Promise<SystemNotificationDocument | null> {
      try {
        return await http.request(systemNotificationSchema, {
          path: 'config/ui/systemnotification',
        });
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
