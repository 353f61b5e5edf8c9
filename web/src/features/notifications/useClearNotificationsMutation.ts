import { graphql, useMutation } from 'react-relay';
import type { useClearNotificationsMutation as Operation } from './__generated__/useClearNotificationsMutation.graphql';

export function useClearNotificationsMutation() {
  return useMutation<Operation>(graphql`
    mutation useClearNotificationsMutation {
      clearNotifications {
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
