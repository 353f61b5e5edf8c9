import { graphql, useMutation } from 'react-relay';
import type { useRevokeCommunityInviteMutation as Operation } from './__generated__/useRevokeCommunityInviteMutation.graphql';

/** Revokes an invite link; the community's list of links is read again with it. */
export function useRevokeCommunityInviteMutation() {
  return useMutation<Operation>(graphql`
    mutation useRevokeCommunityInviteMutation($input: RevokeCommunityInviteInput!) {
      revokeCommunityInvite(input: $input) {
        invite {
          code
          community {
            id
            ...CommunityInvites_community
          }
        }
      }
    }
  `);
}
