import { graphql, useMutation } from 'react-relay';
import type { useRequestMagicLinkMutation as Operation } from './__generated__/useRequestMagicLinkMutation.graphql';

export function useRequestMagicLinkMutation() {
  return useMutation<Operation>(graphql`
    mutation useRequestMagicLinkMutation($input: EmailInput!) {
      requestMagicLink(input: $input) {
        message
      }
    }
  `);
}
