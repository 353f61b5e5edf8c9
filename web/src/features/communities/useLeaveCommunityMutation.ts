import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showToast } from '../../ui/toastStore';
import { announceFollowsChanged } from '../follows/followEvents';
import type { useLeaveCommunityMutation as Operation } from './__generated__/useLeaveCommunityMutation.graphql';
import { membershipFailure } from './communityRules';
import { membershipReason } from './membershipError';
import type { MembershipTarget } from './useJoinCommunityMutation';

/**
 * Leaves a community in place (which also unfollows it; optimistic), reverted with 'Failed to leave community' and the
 * server's reason (an owner who is its only member cannot leave).
 */
export function useLeaveCommunityMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useLeaveCommunityMutation($input: CommunityKeyInput!) {
      leaveCommunity(input: $input) {
        changed
        message
        community {
          id
          memberCount
          viewerIsMember
          viewerRole
          viewerCanModerate
          viewerIsFollowing
        }
      }
    }
  `);
  const leave = useCallback(
    (community: MembershipTarget, onLeft?: () => void) =>
      commit({
        variables: { input: { communityId: community.id } },
        optimisticResponse: {
          leaveCommunity: {
            changed: true,
            message: '',
            community: { id: community.id, memberCount: Math.max(0, community.memberCount - 1), viewerIsMember: false, viewerRole: null, viewerCanModerate: false, viewerIsFollowing: false },
          },
        },
        onCompleted: () => {
          announceFollowsChanged();
          onLeft?.();
        },
        onError: (error) => void showToast(membershipFailure('leave', membershipReason(error)), 'error'),
      }),
    [commit],
  );
  return [leave, inFlight] as const;
}
