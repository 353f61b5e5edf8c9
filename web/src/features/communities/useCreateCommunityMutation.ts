import { graphql, useMutation } from 'react-relay';
import type { useCreateCommunityMutation as Operation } from './__generated__/useCreateCommunityMutation.graphql';

/** Creates a community (the viewer becomes its owner) and puts it at the top of the given directory lists. */
export function useCreateCommunityMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateCommunityMutation($input: CreateCommunityInput!, $connections: [ID!]!) {
      createCommunity(input: $input) {
        community @prependNode(connections: $connections, edgeTypeName: "QueryCommunitiesConnectionEdge") {
          id
          slug
          displayName
          isPrivate
          ...CommunityCard_community
        }
      }
    }
  `);
}
