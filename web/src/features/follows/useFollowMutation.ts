import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import type { FollowType, useFollowMutation as Operation } from './__generated__/useFollowMutation.graphql';

export const FOLLOW_FAILED = 'Failed to follow. Please try again.';

export interface FollowArgs {
  followType: FollowType;
  value: string;
  /** Follow lists (viewer.follows connections) that get the new follow. */
  connections?: readonly string[];
  /** A followed member as shown now: their follower count moves at once. */
  member?: { id: string; followerCount: number };
}

/**
 * Follows a tag, sector or member (content spec §4 'Follow and unfollow'): optimistic, so the
 * button and lists change at once, and reverted by Relay when the server refuses.
 */
export function useFollowMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useFollowMutation($input: FollowInput!, $connections: [ID!]!) {
      follow(input: $input) {
        follow @appendNode(connections: $connections, edgeTypeName: "UserFollowsConnectionEdge") {
          id
          followType
          value
          user {
            id
            viewerIsFollowing
            followerCount
          }
        }
      }
    }
  `);
  const follow = useCallback(
    ({ followType, value, connections = [], member }: FollowArgs) =>
      commit({
        variables: { input: { followType, value }, connections: [...connections] },
        optimisticResponse: {
          follow: {
            follow: {
              id: `client:follow:${followType}:${value}`,
              followType,
              value,
              user: member ? { id: member.id, viewerIsFollowing: true, followerCount: member.followerCount + 1 } : null,
            },
          },
        },
        onError: (error) => void showToast(userMessage(error, FOLLOW_FAILED), 'error'),
      }),
    [commit],
  );
  return [follow, inFlight] as const;
}
