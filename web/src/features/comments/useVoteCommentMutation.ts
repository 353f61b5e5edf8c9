import { graphql, useMutation } from 'react-relay';
import type { useVoteCommentMutation as Operation } from './__generated__/useVoteCommentMutation.graphql';

export function useVoteCommentMutation() {
  return useMutation<Operation>(graphql`
    mutation useVoteCommentMutation($input: VoteCommentInput!) {
      voteComment(input: $input) {
        comment {
          id
          score
          upvotes
          viewerVote
        }
      }
    }
  `);
}
