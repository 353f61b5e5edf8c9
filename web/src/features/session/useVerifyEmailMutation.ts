import { graphql, useMutation } from 'react-relay';
import type { useVerifyEmailMutation as Operation } from './__generated__/useVerifyEmailMutation.graphql';

export function useVerifyEmailMutation() {
  return useMutation<Operation>(graphql`
    mutation useVerifyEmailMutation($input: TokenInput!) {
      verifyEmail(input: $input) {
        user {
          id
          emailVerified
          ...storedUser_user
        }
      }
    }
  `);
}
