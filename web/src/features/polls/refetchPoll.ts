// Fetches a poll's totals and the viewer's own vote again: after a vote the server refused
// as final (already voted, poll ended) and after the WebSocket comes back (votes cast
// meanwhile were not pushed). The answer updates the Poll record every view reads.
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { refetchPollQuery } from './__generated__/refetchPollQuery.graphql';

const query = graphql`
  query refetchPollQuery($id: String!) {
    post(id: $id) {
      id
      poll {
        ...PollTotals_poll
        viewerVote
      }
    }
  }
`;

export function refetchPoll(environment: IEnvironment, postId: string): void {
  fetchQuery<refetchPollQuery>(environment, query, { id: postId }, { fetchPolicy: 'network-only' }).subscribe({
    error: () => undefined,
  });
}
