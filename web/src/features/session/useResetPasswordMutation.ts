import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as Operation } from './__generated__/useResetPasswordMutation.graphql';

export function useResetPasswordMutation() {
  return useMutation<Operation>(graphql`
    mutation useResetPasswordMutation($input: TokenPasswordInput!) {
      resetPassword(input: $input) {
        token
        user {
          ...storedUser_user
        }
      }
    }
  `);
}
