import { graphql, useMutation } from 'react-relay';
import type { useDeleteNotificationMutation as Operation } from './__generated__/useDeleteNotificationMutation.graphql';

export function useDeleteNotificationMutation() {
  return useMutation<Operation>(graphql`
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
  `);
}
