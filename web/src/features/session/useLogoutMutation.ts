import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as Operation } from './__generated__/useLogoutMutation.graphql';

export function useLogoutMutation() {
  return useMutation<Operation>(graphql`
    mutation useLogoutMutation($input: LogoutInput) {
      logout(input: $input) {
        success
      }
    }
  `);
}
