// Save / unsave a post (optimistic). Guests get the join prompt.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toastStore';
import { lazyDialog } from '../../ui/lazyDialog';
import { useSession } from '../session/useSession';
import type { SavePostButton_post$key } from './__generated__/SavePostButton_post.graphql';
import { showEmailRequired } from './emailRequiredStore';
import { isVerifyEmailError, verifyEmailMessage } from './errorFacts';
import { useSavePostMutation } from './useSavePostMutation';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));

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
  const [commitSave] = useSavePostMutation();
  const saved = data.viewerHasSaved;

  const toggle = () => {
    if (!session.isAuthenticated) {
      setJoinOpen(true);
      return;
    }
    commitSave({
      post: data,
      saved: !saved,
      onError: (error) => {
        if (isVerifyEmailError(error)) showEmailRequired(verifyEmailMessage(error));
        else showToast(userMessage(error, SAVE_FAILED), 'error');
      },
    });
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
