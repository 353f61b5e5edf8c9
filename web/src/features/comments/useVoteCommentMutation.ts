// Likes or unlikes a comment, as relay-examples' AddTodoMutation does: the hook owns the request
// and returns commit(arg); the server's score and vote replace the comment's.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { VoteDirection, useVoteCommentMutation as Operation } from './__generated__/useVoteCommentMutation.graphql';

export interface VoteCommentArg {
  commentId: string;
  /** The vote to store (null clears it). */
  vote: VoteDirection | null;
  onError: (error: Error) => void;
}

export function useVoteCommentMutation(): [(arg: VoteCommentArg) => Disposable, boolean] {
  const [commit, inFlight] = useMutation<Operation>(graphql`
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
  const vote = useCallback(
    ({ commentId, vote: next, onError }: VoteCommentArg) => commit({ variables: { input: { commentId, vote: next } }, onError }),
    [commit],
  );
  return [vote, inFlight];
}
