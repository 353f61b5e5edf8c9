import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { useFollowCampaignMutation as Operation } from './__generated__/useFollowCampaignMutation.graphql';

export const FOLLOW_CAMPAIGN_FAILED = 'Failed to follow campaign';

export interface CampaignFollowTarget {
  id: string;
  followerCount: number;
}

/** Follows a campaign (its posts come into My Feed): optimistic, reverted on failure (content spec §4). */
export function useFollowCampaignMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useFollowCampaignMutation($input: FollowInput!) {
      follow(input: $input) {
        follow {
          id
          campaign {
            id
            followerCount
            viewerIsFollowing
          }
        }
      }
    }
  `);
  const follow = useCallback(
    (campaign: CampaignFollowTarget) =>
      commit({
        variables: { input: { followType: 'CAMPAIGN', value: campaign.id } },
        optimisticResponse: {
          follow: {
            follow: {
              id: `client:follow:campaign:${campaign.id}`,
              campaign: { id: campaign.id, followerCount: campaign.followerCount + 1, viewerIsFollowing: true },
            },
          },
        },
        onError: (error) => void showToast(userMessage(error, FOLLOW_CAMPAIGN_FAILED), 'error'),
      }),
    [commit],
  );
  return [follow, inFlight] as const;
}
