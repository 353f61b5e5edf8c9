import { graphql, useMutation } from 'react-relay';
import type { useVerifyMagicLinkMutation as Operation } from './__generated__/useVerifyMagicLinkMutation.graphql';

export function useVerifyMagicLinkMutation() {
  return useMutation<Operation>(graphql`
    mutation useVerifyMagicLinkMutation($input: TokenInput!) {
      verifyMagicLink(input: $input) {
        token
        user {
          username
          ...storedUser_user
        }
      }
    }
  `);
}
