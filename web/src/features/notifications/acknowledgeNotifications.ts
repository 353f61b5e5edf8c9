import { commitMutation, graphql, type Environment } from 'relay-runtime';
import type { acknowledgeNotificationsMutation as Operation } from './__generated__/acknowledgeNotificationsMutation.graphql';
import { applyUnreadCounts } from './unreadCountsStore';

const mutation = graphql`
  mutation acknowledgeNotificationsMutation {
    acknowledgeNotifications {
      affectedCount
      unreadCounts {
        messages
        notificationsUnseen
        notificationsUnread
      }
    }
  }
`;

/**
 * The bell was opened: every notification counts as seen. A plain function, not a hook, as the
 * bell draws before the members' part of the shell (this) is in.
 */
export function acknowledgeNotifications(environment: Environment): void {
  commitMutation<Operation>(environment, {
    mutation,
    variables: {},
    onCompleted: (response) => applyUnreadCounts(response.acknowledgeNotifications.unreadCounts),
    onError: () => undefined,
  });
}
