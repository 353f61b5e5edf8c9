import { graphql, useMutation } from 'react-relay';
import type { useRegisterMutation as Operation } from './__generated__/useRegisterMutation.graphql';

export function useRegisterMutation() {
  return useMutation<Operation>(graphql`
    mutation useRegisterMutation($input: RegisterInput!) {
      register(input: $input) {
        token
        user {
          ...storedUser_user
        }
      }
    }
  `);
}
