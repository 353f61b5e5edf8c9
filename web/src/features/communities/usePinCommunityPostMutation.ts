import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { usePinCommunityPostMutation as Operation } from './__generated__/usePinCommunityPostMutation.graphql';

/**
 * A community's owner or a moderator pins a post at the top of the community's feed, or unpins
 * it (optimistic; the feed's order follows at its next load).
 */
export function usePinCommunityPostMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation usePinCommunityPostMutation($input: PinCommunityPostInput!) {
      pinCommunityPost(input: $input) {
        post {
          id
          isPinnedInCommunity
        }
      }
    }
  `);
  const pin = useCallback(
    (postId: string, pinned: boolean) =>
      commit({
        variables: { input: { postId, pinned } },
        optimisticResponse: { pinCommunityPost: { post: { id: postId, isPinnedInCommunity: pinned } } },
        onCompleted: () => void showToast(pinned ? 'Post pinned in the community' : 'Post unpinned', 'success'),
        onError: (error) => void showToast(userMessage(error, pinned ? 'Failed to pin post' : 'Failed to unpin post'), 'error'),
      }),
    [commit],
  );
  return [pin, inFlight] as const;
}
