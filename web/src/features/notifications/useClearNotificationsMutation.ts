// Clears every notification (after the list's confirmation): the list empties when the server
// has done it, and the counts follow the answer.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useClearNotificationsMutation as Operation } from './__generated__/useClearNotificationsMutation.graphql';
import { showNotificationActionFailed } from './notificationActions';
import { applyUnreadCounts } from './unreadCountsStore';

const mutation = graphql`
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
`;

export function useClearNotificationsMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const clearAll = useCallback(
    ({ connectionId, onSettled }: { connectionId: string; onSettled: () => void }) =>
      commit({
        variables: {},
        updater: (store) => {
          const connection = store.get(connectionId);
          connection?.setLinkedRecords([], 'edges');
          connection?.getLinkedRecord('pageInfo')?.setValue(false, 'hasNextPage');
        },
        onCompleted: (response) => {
          onSettled();
          applyUnreadCounts(response.clearNotifications.unreadCounts);
        },
        onError: (error) => {
          onSettled();
          showNotificationActionFailed(error);
        },
      }),
    [commit],
  );
  return [clearAll, inFlight] as const;
}
