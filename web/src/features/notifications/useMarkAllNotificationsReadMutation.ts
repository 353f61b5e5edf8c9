import { graphql, useMutation } from 'react-relay';
import type { useMarkAllNotificationsReadMutation as Operation } from './__generated__/useMarkAllNotificationsReadMutation.graphql';

export function useMarkAllNotificationsReadMutation() {
  return useMutation<Operation>(graphql`
    mutation useMarkAllNotificationsReadMutation {
      markAllNotificationsRead {
        affectedCount
        unreadCounts {
          messages
          notificationsUnseen
          notificationsUnread
        }
      }
    }
  `);
}
