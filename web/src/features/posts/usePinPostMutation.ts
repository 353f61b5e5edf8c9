import { graphql, useMutation } from 'react-relay';
import type { usePinPostMutation as Operation } from './__generated__/usePinPostMutation.graphql';

export function usePinPostMutation() {
  return useMutation<Operation>(graphql`
    mutation usePinPostMutation($input: PinPostInput!) {
      pinPost(input: $input) {
        post {
          id
          isPinned
        }
      }
    }
  `);
}
