import { graphql, useMutation } from 'react-relay';
import type { useJoinCommunityByInviteMutation as Operation } from './__generated__/useJoinCommunityByInviteMutation.graphql';

/** Joins a private community through an invite link (members use up nothing). */
export function useJoinCommunityByInviteMutation() {
  return useMutation<Operation>(graphql`
    mutation useJoinCommunityByInviteMutation($input: JoinCommunityByInviteInput!) {
      joinCommunityByInvite(input: $input) {
        changed
        message
        community {
          id
          slug
          displayName
          isPrivate
          memberCount
          viewerIsMember
          viewerRole
          viewerCanModerate
          viewerIsFollowing
        }
      }
    }
  `);
}
