import { graphql, useMutation } from 'react-relay';
import type { useUpdateCommentMutation as Operation } from './__generated__/useUpdateCommentMutation.graphql';

export function useUpdateCommentMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateCommentMutation($input: UpdateCommentInput!) {
      updateComment(input: $input) {
        action
        message
        comment {
          id
          content
          contentText
          editedAt
        }
      }
    }
  `);
}
