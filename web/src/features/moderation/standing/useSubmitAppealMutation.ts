import { graphql, useMutation } from 'react-relay';
import type { useSubmitAppealMutation as Operation } from './__generated__/useSubmitAppealMutation.graphql';

/** The signed-in member appeals an action on their account or content (once, within 14 days). */
export function useSubmitAppealMutation() {
  return useMutation<Operation>(graphql`
    mutation useSubmitAppealMutation($input: SubmitAppealInput!) {
      submitAppeal(input: $input) {
        appeal {
          appealId
          status
          text
          createdAt
        }
      }
    }
  `);
}
