import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { usePinPostMutation as Operation } from './__generated__/usePinPostMutation.graphql';

const mutation = graphql`
  mutation usePinPostMutation($input: PinPostInput!) {
    pinPost(input: $input) {
      post {
        id
        isPinned
      }
    }
  }
`;

/** An admin pins a post at the top of every feed, or unpins it (optimistic, reverted on failure). */
export function usePinPostMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const pin = useCallback(
    (postId: string, pinned: boolean) =>
      commit({
        variables: { input: { id: postId, pinned } },
        optimisticResponse: { pinPost: { post: { id: postId, isPinned: pinned } } },
        onCompleted: () => void showToast(pinned ? 'Post pinned' : 'Post unpinned', 'success'),
        onError: (error) => void showToast(userMessage(error, pinned ? 'Failed to pin post' : 'Failed to unpin post'), 'error'),
      }),
    [commit],
  );
  return [pin, inFlight] as const;
}
