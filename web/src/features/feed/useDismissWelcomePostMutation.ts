import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useDismissWelcomePostMutation as Operation } from './__generated__/useDismissWelcomePostMutation.graphql';
import type { WelcomeKind } from './FeedPostCard';

export interface DismissWelcomePostArgs {
  kind: WelcomeKind;
  /** The hidden post, which leaves the given feed connections (and their counts). */
  postId: string;
  connections: readonly string[];
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Hides the welcome or start-here post for the member (settings ui): the post leaves the feed
 * the member sees, as the server leaves it out from then on.
 */
export function useDismissWelcomePostMutation(): [(args: DismissWelcomePostArgs) => void, boolean] {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useDismissWelcomePostMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        user {
          id
          settings {
            ui {
              welcomePostDismissed
              startHerePostDismissed
            }
          }
        }
      }
    }
  `);
  const dismiss = useCallback(
    ({ kind, postId, connections, onCompleted, onError }: DismissWelcomePostArgs) => {
      commit({
        variables: { input: { ui: kind === 'welcome' ? { welcomePostDismissed: true } : { startHerePostDismissed: true } } },
        updater: (store) => {
          for (const id of connections) {
            const connection = store.get(id);
            if (!connection) continue;
            const before = connection.getLinkedRecords('edges')?.length ?? 0;
            ConnectionHandler.deleteNode(connection, postId);
            const removed = before - (connection.getLinkedRecords('edges')?.length ?? 0);
            const total = connection.getValue('totalCount');
            if (removed > 0 && typeof total === 'number') connection.setValue(Math.max(0, total - removed), 'totalCount');
          }
        },
        onCompleted: () => onCompleted(),
        onError,
      });
    },
    [commit],
  );
  return [dismiss, inFlight];
}
