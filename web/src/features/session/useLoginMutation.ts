import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as Operation } from './__generated__/useLoginMutation.graphql';

export function useLoginMutation() {
  return useMutation<Operation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        token
        user {
          ...storedUser_user
        }
      }
    }
  `);
}
