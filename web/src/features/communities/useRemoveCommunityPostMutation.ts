import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveCommunityPostMutation as Operation } from './__generated__/useRemoveCommunityPostMutation.graphql';

/**
 * A community's owner or a moderator removes a post with a reason (its author is told). The
 * post leaves the store, so every list drops it; the community's post count follows.
 */
export function useRemoveCommunityPostMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useRemoveCommunityPostMutation($input: RemoveCommunityPostInput!) {
      removeCommunityPost(input: $input) {
        removedPostId
        community {
          id
          postCount
        }
      }
    }
  `);
  const remove = useCallback(
    (postId: string, reason: string, handlers: { onDone: () => void; onError: (error: Error) => void }) =>
      commit({
        variables: { input: { postId, reason } },
        // The payload names the post by its number: the record is dropped by the id we sent.
        updater: (store) => store.delete(postId),
        onCompleted: handlers.onDone,
        onError: handlers.onError,
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
