// Casts the viewer's vote on a poll (or the anonymous daily vote on the feed poll), as
// relay-examples' AddTodoMutation does: the hook owns the optimistic response (the totals with
// this vote in, the viewer's choice unless anonymous) and returns commit(arg).
import { useCallback } from 'react';
import type { Disposable } from 'relay-runtime';
import { lazyMutation, useLazyMutation } from '../../relay/useLazyMutation';
import type { votePollMutation as Operation } from './__generated__/votePollMutation.graphql';
import { totalsWithVote, type PollTotals } from './pollRules';

const votePollMutation = lazyMutation<Operation>(() => import('./votePollMutation'));

export interface VotePollArg {
  postId: string;
  /** The poll's totals before this vote (PollTotals_poll). */
  poll: PollTotals;
  optionIndex: number;
  /** A guest's daily vote: no viewer choice is stored. */
  anonymous: boolean;
  /** momentumTriggered: this vote brought the poll to 25 votes. */
  onCompleted: (momentumTriggered: boolean) => void;
  onError: (error: Error) => void;
}

export function useVotePollMutation(): [(arg: VotePollArg) => Disposable, boolean] {
  const [commit, inFlight] = useLazyMutation(votePollMutation);
  const vote = useCallback(
    ({ postId, poll, optionIndex, anonymous, onCompleted, onError }: VotePollArg) =>
      commit({
        variables: { input: { postId, optionIndex } },
        optimisticResponse: {
          votePoll: { momentumTriggered: false, poll: { ...totalsWithVote(poll, optionIndex), viewerVote: anonymous ? null : optionIndex } },
        },
        onCompleted: (response) => onCompleted(response.votePoll.momentumTriggered),
        onError,
      }),
    [commit],
  );
  return [vote, inFlight];
}
