import { graphql, useMutation } from 'react-relay';
import type { useDeleteMessageMutation as Operation } from './__generated__/useDeleteMessageMutation.graphql';

/** Deletes one of the viewer's own messages; it stays in the thread as 'Message deleted'. */
export function useDeleteMessageMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteMessageMutation($input: DeleteMessageInput!) {
      deleteMessage(input: $input) {
        message {
          id
          isDeleted
          content
        }
      }
    }
  `);
}
