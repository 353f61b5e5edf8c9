// Follow / Following on a member (content spec §2 member and organizer profiles, §4 'Follow and
// unfollow': optimistic and reverted on failure); hidden on the viewer's own profile. Guests
// are asked to sign in.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';
import { useSession } from '../session/useSession';
import type { FollowMemberButton_user$key } from './__generated__/FollowMemberButton_user.graphql';
import { useFollowMutation } from './useFollowMutation';
import { useUnfollowMutation } from './useUnfollowMutation';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));

export const FOLLOW_MEMBER_PROMPT = 'Create an account to follow members and see their posts in your feed.';

export function FollowMemberButton({ user, size = 'normal' }: { user: FollowMemberButton_user$key; size?: 'small' | 'normal' }) {
  const data = useFragment(
    graphql`
      fragment FollowMemberButton_user on User {
        id
        userId
        displayName
        followerCount
        viewerIsFollowing
      }
    `,
    user,
  );
  const session = useSession();
  const [follow] = useFollowMutation();
  const [unfollow] = useUnfollowMutation();
  const [promptOpen, setPromptOpen] = useState(false);
  if (session.user?.userId === data.userId) return null;
  const following = data.viewerIsFollowing;
  const counted = { id: data.id, followerCount: data.followerCount };
  const value = String(data.userId);
  return (
    <>
      <button
        type="button"
        className={`button${size === 'small' ? ' button-small' : ''}${following ? '' : ' button-primary'} follow-button`}
        aria-pressed={following}
        aria-label={following ? `Unfollow ${data.displayName}` : `Follow ${data.displayName}`}
        onClick={() => {
          if (!session.isAuthenticated) setPromptOpen(true);
          else if (following) unfollow({ followType: 'USER', value, counted });
          else follow({ followType: 'USER', value, counted });
        }}
      >
        <Icon name={following ? 'check' : 'plus'} size={size === 'small' ? 14 : 18} /> {following ? 'Following' : 'Follow'}
      </button>
      <JoinPrompt open={promptOpen} onClose={() => setPromptOpen(false)} message={FOLLOW_MEMBER_PROMPT} />
    </>
  );
}
