// Marks one notification read: the row turns read at once, the bell's counts follow the answer.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationReadMutation as Operation } from './__generated__/useMarkNotificationReadMutation.graphql';
import { showNotificationActionFailed } from './notificationActions';
import { applyUnreadCounts } from './unreadCountsStore';

const mutation = graphql`
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
`;

export function useMarkNotificationReadMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const markRead = useCallback(
    (notificationId: string) =>
      commit({
        variables: { input: { notificationId } },
        optimisticUpdater: (store) => store.get(notificationId)?.setValue(true, 'isRead'),
        onCompleted: (response) => applyUnreadCounts(response.markNotificationRead.unreadCounts),
        onError: showNotificationActionFailed,
      }),
    [commit],
  );
  return [markRead, inFlight] as const;
}
