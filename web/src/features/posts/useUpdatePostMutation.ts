import { graphql, useMutation } from 'react-relay';
import type { useUpdatePostMutation as Operation } from './__generated__/useUpdatePostMutation.graphql';

export function useUpdatePostMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdatePostMutation($input: UpdatePostInput!) {
      updatePost(input: $input) {
        action
        message
        post {
          id
          title
          slug
          path
          content
          contentText
          excerpt(length: 150)
          tags
          status
          editedAt
        }
      }
    }
  `);
}
