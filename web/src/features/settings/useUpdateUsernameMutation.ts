import { graphql, useMutation } from 'react-relay';
import type { useUpdateUsernameMutation as Operation } from './__generated__/useUpdateUsernameMutation.graphql';

export function useUpdateUsernameMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateUsernameMutation($input: UpdateUsernameInput!) {
      updateUsername(input: $input) {
        user {
          id
          username
          ...storedUser_user
        }
      }
    }
  `);
}
