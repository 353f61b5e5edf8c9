import { graphql, useMutation } from 'react-relay';
import type { useDeletePostMutation as Operation } from './__generated__/useDeletePostMutation.graphql';

/** Deletes a post; the record leaves the store, so every feed drops it at once. */
export function useDeletePostMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeletePostMutation($input: DeletePostInput!) {
      deletePost(input: $input) {
        deletedPostId @deleteRecord
      }
    }
  `);
}
