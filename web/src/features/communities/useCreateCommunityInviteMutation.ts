import { graphql, useMutation } from 'react-relay';
import type { useCreateCommunityInviteMutation as Operation } from './__generated__/useCreateCommunityInviteMutation.graphql';

/** An owner or moderator makes an invite link; the community's list of links is read again with it. */
export function useCreateCommunityInviteMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateCommunityInviteMutation($input: CreateCommunityInviteInput!) {
      createCommunityInvite(input: $input) {
        invite {
          code
          path
          community {
            id
            ...CommunityInvites_community
          }
        }
      }
    }
  `);
}
