import { graphql, useMutation } from 'react-relay';
import type { useDecideAppealMutation as Operation } from './__generated__/useDecideAppealMutation.graphql';

/** An admin upholds or overturns an appeal, with the reason the member reads. */
export function useDecideAppealMutation() {
  return useMutation<Operation>(graphql`
    mutation useDecideAppealMutation($input: DecideAppealInput!) {
      decideAppeal(input: $input) {
        appeal {
          appealId
          status
          decisionReason
          decidedAt
        }
      }
    }
  `);
}
