// Save / unsave a post (optimistic). Guests get the join prompt.
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';
import { useSession } from '../session/useSession';
import type { SavePostButton_post$key } from './__generated__/SavePostButton_post.graphql';
import { showActionFailure } from './actionFailure';
import { lazyModule, useLoadWhenIdle } from '../../ui/lazyModule';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));
// What a save sends (its document and optimistic count): a tap before it has arrived is sent when it has.
const postSave = lazyModule(() => import('./postSave'));

export const SAVE_FAILED = 'Failed to save post. Please try again.';

export function SavePostButton({ post, showLabel = false }: { post: SavePostButton_post$key; showLabel?: boolean }) {
  const data = useFragment(
    graphql`
      fragment SavePostButton_post on Post {
        id
        viewerHasSaved
        saveCount
      }
    `,
    post,
  );
  const session = useSession();
  const [joinOpen, setJoinOpen] = useState(false);
  const environment = useRelayEnvironment();
  useLoadWhenIdle(postSave);
  const saved = data.viewerHasSaved;

  const toggle = () => {
    if (!session.isAuthenticated) {
      setJoinOpen(true);
      return;
    }
    const onError = (error: Error) => showActionFailure(error, SAVE_FAILED);
    postSave.load().then(({ sendPostSave }) => sendPostSave(environment, { post: data, saved: !saved, onError }), onError);
  };

  return (
    <>
      <button
        type="button"
        className={`post-action${saved ? ' post-action-active' : ''}`}
        aria-pressed={saved}
        aria-label={saved ? 'Saved' : 'Save post'}
        onClick={toggle}
      >
        <Icon name={saved ? 'bookmarkFilled' : 'bookmark'} size={18} />
        {showLabel ? <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span> : null}
      </button>
      <JoinPrompt open={joinOpen} onClose={() => setJoinOpen(false)} message="Create an account to save posts and participate in the community." />
    </>
  );
}
