import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { NotificationItem } from '../../../machines/notificationsMachine.js';
import { graphql } from '../../gql/index.js';

const SignedInSession_Notifications = graphql(`
  query SignedInSession_Notifications {
    notifications {
      id
      message
      createDate
      notificationType
    }
  }
`);

const SignedInSession_RemoveNotification = graphql(`
  mutation SignedInSession_RemoveNotification($id: ID!) {
    removeNotification(id: $id)
  }
`);

const SignedInSession_ClearNotifications = graphql(`
  mutation SignedInSession_ClearNotifications {
    clearNotifications
  }
`);

/** Reading, removing and clearing the signed-in user's notifications, over GraphQL. */
export function notificationsActors(client: ApolloClient) {
  return {
    fetchNotifications: fromPromise<NotificationItem[]>(async () => {
      const { data } = await client.query({
        query: SignedInSession_Notifications,
        fetchPolicy: 'network-only',
      });
      return (data?.notifications ?? []).map(({ id, message, createDate, notificationType }) => ({
        id,
        message,
        createDate,
        notificationType,
      }));
    }),
    removeNotification: fromPromise<void, { id: string }>(async ({ input }) => {
      await client.mutate({
        mutation: SignedInSession_RemoveNotification,
        variables: { id: input.id },
      });
    }),
    clearNotifications: fromPromise<void>(async () => {
      await client.mutate({ mutation: SignedInSession_ClearNotifications });
    }),
  };
}
