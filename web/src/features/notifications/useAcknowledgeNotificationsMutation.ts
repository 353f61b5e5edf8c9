import { graphql, useMutation } from 'react-relay';
import type { useAcknowledgeNotificationsMutation as Operation } from './__generated__/useAcknowledgeNotificationsMutation.graphql';

/** The bell was opened: every notification counts as seen. */
export function useAcknowledgeNotificationsMutation() {
  return useMutation<Operation>(graphql`
    mutation useAcknowledgeNotificationsMutation {
      acknowledgeNotifications {
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
