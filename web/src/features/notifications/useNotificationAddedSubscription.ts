import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, ROOT_ID, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationAddedSubscription as Operation } from './__generated__/useNotificationAddedSubscription.graphql';

/** The key of the bell's notification list connection (NotificationList_query). */
export const NOTIFICATION_CONNECTION_KEY = 'NotificationList_notifications';

export function notificationConnectionId(): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, NOTIFICATION_CONNECTION_KEY);
}

const subscription = graphql`
  subscription useNotificationAddedSubscription($connections: [ID!]!) {
    notificationAdded @prependNode(connections: $connections, edgeTypeName: "QueryNotificationsConnectionEdge") {
      id
      ...notificationFields_notification
    }
  }
`;

/**
 * New notifications arrive live and are put on top of the bell's list (if it is loaded);
 * the counts come through the unread counts store.
 */
export function useNotificationAddedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: { connections: [notificationConnectionId()] },
      // A dropped socket is retried by the shared client; the list refetches when opened.
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<Operation>(config);
}
