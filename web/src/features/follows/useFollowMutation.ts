import { useCallback } from 'react';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { lazyMutation, useLazyMutation } from '../../relay/useLazyMutation';
import type { FollowType, followMutation as Operation } from './__generated__/followMutation.graphql';

const followMutation = lazyMutation<Operation>(() => import('./followMutation'));

const FOLLOW_FAILED = 'Failed to follow. Please try again.';

export interface FollowArgs {
  followType: FollowType;
  value: string;
  /** Follow lists (viewer.follows connections) that get the new follow. */
  connections?: readonly string[];
  /** The followed member or campaign as shown now: its follower count moves at once. */
  counted?: FollowCounted;
}

export interface FollowCounted {
  id: string;
  followerCount: number;
}

/**
 * Follows a tag, sector, member or campaign (content spec §4 'Follow and unfollow'): optimistic, so the
 * button and lists change at once, and reverted by Relay when the server refuses.
 */
export function useFollowMutation() {
  const [commit, inFlight] = useLazyMutation(followMutation);
  const follow = useCallback(
    ({ followType, value, connections = [], counted }: FollowArgs) => {
      const followed = counted ? { id: counted.id, viewerIsFollowing: true, followerCount: counted.followerCount + 1 } : null;
      return commit({
        variables: { input: { followType, value }, connections: [...connections] },
        optimisticResponse: {
          follow: {
            follow: {
              id: `client:follow:${followType}:${value}`,
              followType,
              value,
              user: followType === 'USER' ? followed : null,
              campaign: followType === 'CAMPAIGN' ? followed : null,
            },
          },
        },
        onError: (error) => void showToast(userMessage(error, FOLLOW_FAILED), 'error'),
      });
    },
    [commit],
  );
  return [follow, inFlight] as const;
}
