import { graphql, useMutation } from 'react-relay';
import type { useVotePollMutation as Operation } from './__generated__/useVotePollMutation.graphql';

/** Casts the viewer's vote (or the anonymous daily vote on the feed poll); answers with the new totals. */
export function useVotePollMutation() {
  return useMutation<Operation>(graphql`
    mutation useVotePollMutation($input: VotePollInput!) {
      votePoll(input: $input) {
        momentumTriggered
        poll {
          id
          totalVotes
          isExpired
          momentum
          viewerVote
          options {
            id
            voteCount
            percentage
          }
        }
      }
    }
  `);
}
