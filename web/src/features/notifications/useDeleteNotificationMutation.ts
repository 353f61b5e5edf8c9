// Deletes one notification: its row leaves the list at once, the counts follow the answer.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteNotificationMutation as Operation } from './__generated__/useDeleteNotificationMutation.graphql';
import { showNotificationActionFailed } from './notificationActions';
import { applyUnreadCounts } from './unreadCountsStore';

const mutation = graphql`
  mutation useDeleteNotificationMutation($input: NotificationIdInput!, $connections: [ID!]!) {
    deleteNotification(input: $input) {
      deletedNotificationId @deleteEdge(connections: $connections)
      unreadCounts {
        messages
        notificationsUnseen
        notificationsUnread
      }
    }
  }
`;

export function useDeleteNotificationMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const deleteNotification = useCallback(
    ({ notificationId, connectionId }: { notificationId: string; connectionId: string }) =>
      commit({
        variables: { input: { notificationId }, connections: [connectionId] },
        optimisticUpdater: (store) => {
          const connection = store.get(connectionId);
          const edges = connection?.getLinkedRecords('edges');
          if (connection && edges) connection.setLinkedRecords(edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== notificationId), 'edges');
        },
        onCompleted: (response) => applyUnreadCounts(response.deleteNotification.unreadCounts),
        onError: showNotificationActionFailed,
      }),
    [commit],
  );
  return [deleteNotification, inFlight] as const;
}
