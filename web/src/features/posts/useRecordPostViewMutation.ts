import { graphql, useMutation } from 'react-relay';
import type { useRecordPostViewMutation as Operation } from './__generated__/useRecordPostViewMutation.graphql';

export function useRecordPostViewMutation() {
  return useMutation<Operation>(graphql`
    mutation useRecordPostViewMutation($postId: ID!) {
      recordPostView(postId: $postId)
    }
  `);
}
