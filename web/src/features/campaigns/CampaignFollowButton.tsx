// Follow / Following on a campaign (content spec §4 'Follow and unfollow': optimistic and
// reverted on failure). Guests are asked to sign in.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { lazyDialog } from '../../ui/lazyDialog';
import { useSession } from '../session/useSession';
import type { CampaignFollowButton_campaign$key } from './__generated__/CampaignFollowButton_campaign.graphql';
import { useFollowMutation } from '../follows/useFollowMutation';
import { useUnfollowMutation } from '../follows/useUnfollowMutation';

// The prompt a guest gets: loads when first opened.
const JoinPrompt = lazyDialog(() => import('../../ui/JoinPrompt').then((m) => m.JoinPrompt));

export const FOLLOW_PROMPT = 'Create an account to follow campaigns and participate in the community.';

export function CampaignFollowButton({ campaign }: { campaign: CampaignFollowButton_campaign$key }) {
  const data = useFragment(
    graphql`
      fragment CampaignFollowButton_campaign on Campaign {
        id
        name
        followerCount
        viewerIsFollowing
      }
    `,
    campaign,
  );
  const session = useSession();
  const [follow] = useFollowMutation();
  const [unfollow] = useUnfollowMutation();
  const [promptOpen, setPromptOpen] = useState(false);
  const following = data.viewerIsFollowing;
  return (
    <>
      <button
        type="button"
        className={`button${following ? '' : ' button-primary'}`}
        aria-pressed={following}
        aria-label={following ? `Unfollow ${data.name}` : `Follow ${data.name}`}
        onClick={() => {
          if (!session.isAuthenticated) setPromptOpen(true);
          else if (following) unfollow({ followType: 'CAMPAIGN', value: data.id, counted: data });
          else follow({ followType: 'CAMPAIGN', value: data.id, counted: data });
        }}
      >
        <Icon name={following ? 'check' : 'plus'} size={18} /> {following ? 'Following' : 'Follow'}
      </button>
      <JoinPrompt open={promptOpen} onClose={() => setPromptOpen(false)} message={FOLLOW_PROMPT} />
    </>
  );
}
