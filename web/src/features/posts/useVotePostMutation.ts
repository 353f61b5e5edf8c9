import { graphql, useMutation } from 'react-relay';
import type { useVotePostMutation as Operation } from './__generated__/useVotePostMutation.graphql';

export function useVotePostMutation() {
  return useMutation<Operation>(graphql`
    mutation useVotePostMutation($input: VotePostInput!) {
      votePost(input: $input) {
        post {
          id
          score
          upvotes
          downvotes
          viewerVote
        }
      }
    }
  `);
}
