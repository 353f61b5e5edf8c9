// Up and down votes with the score between them (content spec §4 'Post vote'): the score
// changes at once (optimistic, never below 0) and is then replaced by the server's score and
// vote; pressing the chosen direction again clears the vote. Guests get the join prompt.
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';
import { useSession } from '../session/useSession';
import type { PostVoteControl_post$key } from './__generated__/PostVoteControl_post.graphql';
import { showActionFailure } from './actionFailure';
import type { Vote } from './voteMath';
import { lazyModule, useLoadWhenIdle } from '../../ui/lazyModule';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));
// What a vote sends (its document and optimistic score): a tap before it has arrived is sent when it has.
const postVote = lazyModule(() => import('./postVote'));

export const VOTE_FAILED = 'Failed to vote. Please try again.';

export function PostVoteControl({ post, title }: { post: PostVoteControl_post$key; title: string }) {
  const data = useFragment(
    graphql`
      fragment PostVoteControl_post on Post {
        id
        score
        upvotes
        downvotes
        viewerVote
      }
    `,
    post,
  );
  const session = useSession();
  const [joinOpen, setJoinOpen] = useState(false);
  const environment = useRelayEnvironment();
  useLoadWhenIdle(postVote);

  const vote = (pressed: Vote) => {
    if (!session.isAuthenticated) {
      setJoinOpen(true);
      return;
    }
    const onError = (error: Error) => showActionFailure(error, VOTE_FAILED);
    postVote.load().then(({ sendPostVote }) => sendPostVote(environment, { post: data, pressed, onError }), onError);
  };

  const up = data.viewerVote === 'UP';
  const down = data.viewerVote === 'DOWN';
  return (
    <div className="vote-control" role="group" aria-label={`Votes for “${title}”`}>
      <button type="button" className={`vote-button${up ? ' vote-up-active' : ''}`} aria-pressed={up} aria-label="Upvote" onClick={() => vote('UP')}>
        <Icon name="arrowUp" size={18} />
      </button>
      <span className="vote-score" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">Score </span>
        {data.score}
      </span>
      <button type="button" className={`vote-button${down ? ' vote-down-active' : ''}`} aria-pressed={down} aria-label="Downvote" onClick={() => vote('DOWN')}>
        <Icon name="arrowDown" size={18} />
      </button>
      <JoinPrompt open={joinOpen} onClose={() => setJoinOpen(false)} />
    </div>
  );
}
