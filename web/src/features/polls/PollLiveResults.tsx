// Live totals of one poll while it is on screen (content spec §4 'Poll'; issue 4: poll
// results over a subscription instead of polling). Mounted only for a visible, open poll,
// so a feed page does not open a subscription per card. The event carries public totals
// only (no viewer fields); Relay puts them into the Poll record every view of it reads.
// After the WebSocket comes back from being down, the poll is fetched again, since votes
// cast meanwhile were not pushed.
import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { onWsReconnected } from '../../relay/wsStatus';
import type { PollLiveResultsRefreshQuery } from './__generated__/PollLiveResultsRefreshQuery.graphql';
import type { PollLiveResultsSubscription as Operation } from './__generated__/PollLiveResultsSubscription.graphql';

const subscription = graphql`
  subscription PollLiveResultsSubscription($postId: ID!) {
    pollResultsUpdated(postId: $postId) {
      id
      totalVotes
      isExpired
      momentum
      options {
        id
        voteCount
        percentage
      }
    }
  }
`;

const refreshQuery = graphql`
  query PollLiveResultsRefreshQuery($id: String!) {
    post(id: $id) {
      id
      poll {
        id
        totalVotes
        isExpired
        momentum
        viewerVote
        options {
          id
          voteCount
          percentage
        }
      }
    }
  }
`;

export function PollLiveResults({ postId }: { postId: string }) {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: { postId },
      // A dropped socket is retried by the shared client; the totals stay as they are.
      onError: () => undefined,
    }),
    [postId],
  );
  useSubscription<Operation>(config);

  useEffect(
    () =>
      onWsReconnected(() => {
        fetchQuery<PollLiveResultsRefreshQuery>(environment, refreshQuery, { id: postId }, { fetchPolicy: 'network-only' }).subscribe({
          error: () => undefined,
        });
      }),
    [environment, postId],
  );
  return null;
}
