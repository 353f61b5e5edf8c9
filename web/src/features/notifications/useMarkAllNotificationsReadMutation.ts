// Marks every notification read: the shown rows turn read at once, the counts follow the answer.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkAllNotificationsReadMutation as Operation } from './__generated__/useMarkAllNotificationsReadMutation.graphql';
import { showNotificationActionFailed } from './notificationActions';
import { applyUnreadCounts } from './unreadCountsStore';

const mutation = graphql`
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
`;

// The answer carries no rows, so the shown ones are marked here, before and after it.
function markShownRead(store: RecordSourceSelectorProxy, connectionId: string): void {
  for (const edge of store.get(connectionId)?.getLinkedRecords('edges') ?? []) {
    edge?.getLinkedRecord('node')?.setValue(true, 'isRead');
  }
}

export function useMarkAllNotificationsReadMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const markAllRead = useCallback(
    (connectionId: string) =>
      commit({
        variables: {},
        optimisticUpdater: (store) => markShownRead(store, connectionId),
        updater: (store) => markShownRead(store, connectionId),
        onCompleted: (response) => applyUnreadCounts(response.markAllNotificationsRead.unreadCounts),
        onError: showNotificationActionFailed,
      }),
    [commit],
  );
  return [markAllRead, inFlight] as const;
}
