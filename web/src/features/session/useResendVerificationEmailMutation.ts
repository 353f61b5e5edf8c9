import { graphql, useMutation } from 'react-relay';
import type { useResendVerificationEmailMutation as Operation } from './__generated__/useResendVerificationEmailMutation.graphql';

export function useResendVerificationEmailMutation() {
  return useMutation<Operation>(graphql`
    mutation useResendVerificationEmailMutation {
      resendVerificationEmail {
        message
      }
    }
  `);
}
