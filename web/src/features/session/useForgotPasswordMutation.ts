import { graphql, useMutation } from 'react-relay';
import type { useForgotPasswordMutation as Operation } from './__generated__/useForgotPasswordMutation.graphql';

export function useForgotPasswordMutation() {
  return useMutation<Operation>(graphql`
    mutation useForgotPasswordMutation($input: EmailInput!) {
      forgotPassword(input: $input) {
        message
      }
    }
  `);
}
