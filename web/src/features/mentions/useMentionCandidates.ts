// The composer's @ autocomplete source: members the author may mention (Query.mentionCandidates,
// the server's rule: blocks both ways, shadow bans, private profiles, a private community's
// members). The editor stays free of Relay; it gets a function from prefix to candidates.
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { MentionCandidate } from '../../editor/mentionAutocomplete';
import type { useMentionCandidatesQuery } from './__generated__/useMentionCandidatesQuery.graphql';

const query = graphql`
  query useMentionCandidatesQuery($prefix: String!, $communityId: ID) {
    mentionCandidates(prefix: $prefix, communityId: $communityId, first: 8) {
      edges {
        node {
          id
          username
          displayName
          avatarColor
        }
      }
    }
  }
`;

/** `communityId`: the community the text goes to (its global id), if any. */
export function useMentionCandidates(communityId?: string | null): (prefix: string) => Promise<MentionCandidate[]> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (prefix: string) => {
      const data = await fetchQuery<useMentionCandidatesQuery>(environment, query, { prefix, communityId: communityId || null }, { fetchPolicy: 'network-only' }).toPromise();
      return (data?.mentionCandidates.edges ?? []).flatMap(({ node }) =>
        node.username ? [{ id: node.id, username: node.username, displayName: node.displayName, avatarColor: node.avatarColor }] : [],
      );
    },
    [environment, communityId],
  );
}
