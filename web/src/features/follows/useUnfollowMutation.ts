import { useCallback } from 'react';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { lazyMutation, useLazyMutation } from '../../relay/useLazyMutation';
import type { FollowType, unfollowMutation as Operation } from './__generated__/unfollowMutation.graphql';
import type { FollowCounted } from './useFollowMutation';

const unfollowMutation = lazyMutation<Operation>(() => import('./unfollowMutation'));

const UNFOLLOW_FAILED = 'Failed to unfollow. Please try again.';

export interface UnfollowArgs {
  followType: FollowType;
  value: string;
  /** The follow's id when a list shows it (it leaves every list at once). */
  followId?: string | null;
  /** The member or campaign as shown now: its follower count moves at once. */
  counted?: FollowCounted;
}

/** Stops following (content spec §4): optimistic, reverted by Relay when the server refuses. */
export function useUnfollowMutation() {
  const [commit, inFlight] = useLazyMutation(unfollowMutation);
  const unfollow = useCallback(
    ({ followType, value, followId = null, counted }: UnfollowArgs) => {
      const unfollowed = counted ? { id: counted.id, viewerIsFollowing: false, followerCount: Math.max(0, counted.followerCount - 1) } : null;
      return commit({
        variables: { input: { followType, value } },
        optimisticResponse: {
          unfollow: {
            removedFollowId: followId,
            user: followType === 'USER' ? unfollowed : null,
            campaign: followType === 'CAMPAIGN' ? unfollowed : null,
          },
        },
        onError: (error) => void showToast(userMessage(error, UNFOLLOW_FAILED), 'error'),
      });
    },
    [commit],
  );
  return [unfollow, inFlight] as const;
}
