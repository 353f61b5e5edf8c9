import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { useUnfollowCampaignMutation as Operation } from './__generated__/useUnfollowCampaignMutation.graphql';
import type { CampaignFollowTarget } from './useFollowCampaignMutation';

export const UNFOLLOW_CAMPAIGN_FAILED = 'Failed to unfollow campaign';

/** Stops following a campaign: optimistic, reverted on failure (content spec §4). */
export function useUnfollowCampaignMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useUnfollowCampaignMutation($input: FollowInput!) {
      unfollow(input: $input) {
        campaign {
          id
          followerCount
          viewerIsFollowing
        }
      }
    }
  `);
  const unfollow = useCallback(
    (campaign: CampaignFollowTarget) =>
      commit({
        variables: { input: { followType: 'CAMPAIGN', value: campaign.id } },
        optimisticResponse: {
          unfollow: { campaign: { id: campaign.id, followerCount: Math.max(0, campaign.followerCount - 1), viewerIsFollowing: false } },
        },
        onError: (error) => void showToast(userMessage(error, UNFOLLOW_CAMPAIGN_FAILED), 'error'),
      }),
    [commit],
  );
  return [unfollow, inFlight] as const;
}
