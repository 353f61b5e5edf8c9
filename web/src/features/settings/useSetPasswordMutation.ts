import { graphql, useMutation } from 'react-relay';
import type { useSetPasswordMutation as Operation } from './__generated__/useSetPasswordMutation.graphql';

export function useSetPasswordMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetPasswordMutation($input: SetPasswordInput!) {
      setPassword(input: $input) {
        token
        user {
          id
          hasPassword
          ...storedUser_user
        }
      }
    }
  `);
}
