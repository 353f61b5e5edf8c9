import { graphql, useMutation } from 'react-relay';
import type { useSavePostMutation as Operation } from './__generated__/useSavePostMutation.graphql';

export function useSavePostMutation() {
  return useMutation<Operation>(graphql`
    mutation useSavePostMutation($input: SavePostInput!) {
      savePost(input: $input) {
        post {
          id
          viewerHasSaved
          saveCount
        }
      }
    }
  `);
}
