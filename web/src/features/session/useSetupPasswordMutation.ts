import { graphql, useMutation } from 'react-relay';
import type { useSetupPasswordMutation as Operation } from './__generated__/useSetupPasswordMutation.graphql';

export function useSetupPasswordMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetupPasswordMutation($input: TokenPasswordInput!) {
      setupPassword(input: $input) {
        token
        user {
          ...storedUser_user
        }
      }
    }
  `);
}
