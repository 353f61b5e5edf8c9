import { graphql, useMutation } from 'react-relay';
import type { useClearOldNotificationsMutation as Operation } from './__generated__/useClearOldNotificationsMutation.graphql';

export function useClearOldNotificationsMutation() {
  return useMutation<Operation>(graphql`
    mutation useClearOldNotificationsMutation($input: ClearOldNotificationsInput) {
      clearOldNotifications(input: $input) {
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
