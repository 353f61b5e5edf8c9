import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showToast } from '../../ui/toastStore';
import { announceFollowsChanged } from '../follows/followEvents';
import type { useJoinCommunityMutation as Operation } from './__generated__/useJoinCommunityMutation.graphql';
import { membershipFailure } from './communityRules';
import { membershipReason } from './membershipError';

export interface MembershipTarget {
  id: string;
  memberCount: number;
}

/**
 * Joins a public community in place (which also follows it, for My Feed): the button and the
 * member count change at once, and go back with 'Failed to join community' (and the server's
 * reason) if the server refuses.
 */
export function useJoinCommunityMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useJoinCommunityMutation($input: CommunityKeyInput!) {
      joinCommunity(input: $input) {
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
  const join = useCallback(
    (community: MembershipTarget, onJoined?: () => void) =>
      commit({
        variables: { input: { communityId: community.id } },
        optimisticResponse: {
          joinCommunity: {
            changed: true,
            message: '',
            community: { id: community.id, memberCount: community.memberCount + 1, viewerIsMember: true, viewerRole: 'MEMBER', viewerCanModerate: false, viewerIsFollowing: true },
          },
        },
        onCompleted: () => {
          announceFollowsChanged();
          onJoined?.();
        },
        onError: (error) => void showToast(membershipFailure('join', membershipReason(error)), 'error'),
      }),
    [commit],
  );
  return [join, inFlight] as const;
}
