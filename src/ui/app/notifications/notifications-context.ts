import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notificationsMachine.js';

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/** The signed-in user's notifications; null while nobody is signed in. */
export const NotificationsContext = createContext<NotificationsActor | null>(null);
