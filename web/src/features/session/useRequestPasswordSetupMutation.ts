import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordSetupMutation as Operation } from './__generated__/useRequestPasswordSetupMutation.graphql';

export function useRequestPasswordSetupMutation() {
  return useMutation<Operation>(graphql`
    mutation useRequestPasswordSetupMutation($input: EmailInput!) {
      requestPasswordSetup(input: $input) {
        message
      }
    }
  `);
}
