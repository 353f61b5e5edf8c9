// Votes on a post, as relay-examples' AddTodoMutation does: the hook owns the optimistic
// response (the score never below 0, the counts and the viewer's vote at once) and returns
// commit(arg); the server's score and vote then replace it.
import { useCallback } from 'react';
import type { Disposable } from 'relay-runtime';
import { lazyMutation, useLazyMutation } from '../../relay/useLazyMutation';
import type { votePostMutation as Operation } from './__generated__/votePostMutation.graphql';
import { optimisticCounts, optimisticScore, type Vote } from './voteMath';

const votePostMutation = lazyMutation<Operation>(() => import('./votePostMutation'));

export interface VotePostArg {
  /** The post as the viewer sees it before this vote. */
  post: { id: string; score: number; upvotes: number; downvotes: number; viewerVote: string | null | undefined };
  /** The vote to store (null clears it). */
  vote: Vote | null;
  onError: (error: Error) => void;
}

export function useVotePostMutation(): [(arg: VotePostArg) => Disposable, boolean] {
  const [commit, inFlight] = useLazyMutation(votePostMutation);
  const vote = useCallback(
    ({ post, vote: next, onError }: VotePostArg) =>
      commit({
        variables: { input: { postId: post.id, vote: next } },
        optimisticResponse: {
          votePost: {
            post: {
              id: post.id,
              score: optimisticScore(post.score, post.viewerVote, next),
              ...optimisticCounts({ upvotes: post.upvotes, downvotes: post.downvotes }, post.viewerVote, next),
              viewerVote: next,
            },
          },
        },
        onError,
      }),
    [commit],
  );
  return [vote, inFlight];
}
