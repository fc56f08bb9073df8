import { assign, fromPromise, setup } from 'xstate';
import { NOTIFICATION_POLL_MS } from '../domain/constants.js';
import type { Notice } from '../domain/notice.js';
import { effectNotProvided } from '../domain/not-provided.js';

export interface NotificationItem {
  id: string;
  message: string;
  createDate: string;
  notificationType: string;
}

export type NotificationsInput = undefined;

export interface NotificationsContext {
  notifications: NotificationItem[];
  removingId: string | null;
}

export type NotificationsEvent =
  { type: 'notifications.remove'; id: string } | { type: 'notifications.clear' };

export const notificationsMachine = setup({
  types: {
    input: undefined satisfies NotificationsInput,
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    fetchNotifications: fromPromise<NotificationItem[]>(() =>
      effectNotProvided('fetchNotifications'),
    ),
    removeNotification: fromPromise<void, { id: string }>(() =>
      effectNotProvided('removeNotification'),
    ),
    clearNotifications: fromPromise<void>(() => effectNotProvided('clearNotifications')),
  },
  actions: {
    storeNotifications: assign({
      notifications: (_, notifications: NotificationItem[]) => notifications,
    }),
    markRemoving: assign({ removingId: (_, id: string) => id }),
    dropRemovedNotification: assign({
      notifications: ({ context }) =>
        context.notifications.filter((notification) => notification.id !== context.removingId),
      removingId: null,
    }),
    forgetRemoving: assign({ removingId: null }),
    dropAllNotifications: assign({ notifications: [] }),
    notify: (_, _notice: Notice) => effectNotProvided('notify'),
  },
  guards: {
    hasNotification: ({ context }, id: string) =>
      context.notifications.some((notification) => notification.id === id),
    hasNotifications: ({ context }) => context.notifications.length > 0,
  },
  delays: {
    notificationPoll: NOTIFICATION_POLL_MS,
  },
}).createMachine({
  id: 'notifications',
  context: { notifications: [], removingId: null },
  initial: 'polling',
  states: {
    polling: {
      initial: 'fetching',
      on: {
        'notifications.remove': {
          guard: { type: 'hasNotification', params: ({ event }) => event.id },
          target: 'removing',
          actions: { type: 'markRemoving', params: ({ event }) => event.id },
        },
        'notifications.clear': { guard: 'hasNotifications', target: 'clearing' },
      },
      states: {
        fetching: {
          invoke: {
            id: 'fetchNotifications',
            src: 'fetchNotifications',
            onDone: {
              target: 'waiting',
              actions: { type: 'storeNotifications', params: ({ event }) => event.output },
            },
            onError: 'waiting',
          },
        },
        waiting: {
          after: { notificationPoll: 'fetching' },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeNotification',
        src: 'removeNotification',
        input: ({ context }) => ({ id: context.removingId ?? '' }),
        onDone: {
          target: 'polling',
          actions: [
            'dropRemovedNotification',
            { type: 'notify', params: { messageKey: 'notifications.removed', tone: 'success' } },
          ],
        },
        onError: {
          target: 'polling',
          actions: [
            'forgetRemoving',
            {
              type: 'notify',
              params: { messageKey: 'notifications.removeFailed', tone: 'danger' },
            },
          ],
        },
      },
    },
    clearing: {
      invoke: {
        id: 'clearNotifications',
        src: 'clearNotifications',
        onDone: {
          target: 'polling',
          actions: [
            'dropAllNotifications',
            { type: 'notify', params: { messageKey: 'notifications.removedAll', tone: 'success' } },
          ],
        },
        onError: {
          target: 'polling',
          actions: {
            type: 'notify',
            params: { messageKey: 'notifications.clearFailed', tone: 'danger' },
          },
        },
      },
    },
  },
});
