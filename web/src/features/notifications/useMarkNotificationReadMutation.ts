import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationReadMutation as Operation } from './__generated__/useMarkNotificationReadMutation.graphql';

export function useMarkNotificationReadMutation() {
  return useMutation<Operation>(graphql`
    mutation useMarkNotificationReadMutation($input: NotificationIdInput!) {
      markNotificationRead(input: $input) {
        notification {
          id
          isRead
        }
        unreadCounts {
          messages
          notificationsUnseen
          notificationsUnread
        }
      }
    }
  `);
}
