// Live totals of one poll while it is on screen (content spec §4 'Poll'; issue 4: poll
// results over a subscription instead of polling). Mounted only for a visible, open poll,
// so a feed page does not open a subscription per card. The event carries public totals
// only (no viewer fields); Relay puts them into the Poll record every view of it reads.
// After the WebSocket comes back from being down, and when a poll comes back on screen after
// its subscription was closed, the poll is fetched again, since votes cast meanwhile were not
// pushed.
import { useEffect, useMemo } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { onWsReconnected } from '../../relay/wsStatus';
import type { PollLiveResultsSubscription as Operation } from './__generated__/PollLiveResultsSubscription.graphql';
import { refetchPoll } from './refetchPoll';

const subscription = graphql`
  subscription PollLiveResultsSubscription($postId: ID!) {
    pollResultsUpdated(postId: $postId) {
      ...PollTotals_poll
    }
  }
`;

/** Polls whose subscription was closed in this page's life (their totals may be behind). */
const closedBefore = new Set<string>();

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

  useEffect(() => {
    if (closedBefore.has(postId)) refetchPoll(environment, postId);
    const stop = onWsReconnected(() => refetchPoll(environment, postId));
    return () => {
      stop();
      closedBefore.add(postId);
    };
  }, [environment, postId]);
  return null;
}
