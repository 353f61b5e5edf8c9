import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showToast } from '../../ui/toastStore';
import type { useDeletePostMutation as Operation } from './__generated__/useDeletePostMutation.graphql';

const mutation = graphql`
  mutation useDeletePostMutation($input: DeletePostInput!) {
    deletePost(input: $input) {
      deletedPostId @deleteRecord
    }
  }
`;

export interface DeletePostArg {
  postId: string;
  onDeleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Deletes a post once the server has (it cannot be undone, so nothing is optimistic): the record
 * leaves the store, so every feed drops it at once, and 'Post deleted' shows.
 */
export function useDeletePostMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const deletePost = useCallback(
    ({ postId, onDeleted, onError }: DeletePostArg) =>
      commit({
        variables: { input: { id: postId } },
        onCompleted: () => {
          showToast('Post deleted', 'success');
          onDeleted();
        },
        onError,
      }),
    [commit],
  );
  return [deletePost, inFlight] as const;
}
