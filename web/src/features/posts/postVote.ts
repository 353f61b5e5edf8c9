// A post vote once tapped (content spec §4 'Post vote'). PostVoteControl loads this once the
// browser is idle after it rendered, or on the first tap: the score and counts change at once
// (never below 0) and are then replaced by the server's score and vote.
import type { IEnvironment } from 'relay-runtime';
import { commitMutationConfig } from '../../relay/commitMutationConfig';
import type { votePostMutation as Operation } from './__generated__/votePostMutation.graphql';
import votePostMutation from './votePostMutation';
import { nextVote, optimisticCounts, optimisticScore, type Vote } from './voteMath';

export interface PostVote {
  /** The post as the viewer saw it when they pressed. */
  post: { id: string; score: number; upvotes: number; downvotes: number; viewerVote: string | null | undefined };
  pressed: Vote;
  onError: (error: Error) => void;
}

export function sendPostVote(environment: IEnvironment, { post, pressed, onError }: PostVote): void {
  const vote = nextVote(post.viewerVote, pressed);
  commitMutationConfig<Operation>(environment, votePostMutation, {
    variables: { input: { postId: post.id, vote } },
    optimisticResponse: {
      votePost: {
        post: {
          id: post.id,
          score: optimisticScore(post.score, post.viewerVote, vote),
          ...optimisticCounts({ upvotes: post.upvotes, downvotes: post.downvotes }, post.viewerVote, vote),
          viewerVote: vote,
        },
      },
    },
    onError,
  });
}
