// The totals of a poll, as every answer that moves them selects them: the poll block, the vote
// mutation, the live-results subscription and the poll refetch. Spread unmasked
// (`...PollTotals_poll @relay(mask: false)`), so each reads and writes the same fields of the
// one Poll record.
import { graphql } from 'react-relay';
import { hasMomentum, pollPercentages } from './pollRules';

export const pollTotalsFragment = graphql`
  fragment PollTotals_poll on Poll {
    id
    totalVotes
    isExpired
    momentum
    options {
      id
      index
      voteCount
      percentage
    }
  }
`;

export interface PollTotals {
  readonly id: string;
  readonly totalVotes: number;
  readonly isExpired: boolean;
  readonly momentum: boolean;
  readonly options: ReadonlyArray<{ readonly id: string; readonly index: number; readonly voteCount: number; readonly percentage: number }>;
}

/** The totals once one more vote for the option numbered `optionIndex` is in. */
export function totalsWithVote(poll: PollTotals, optionIndex: number): PollTotals {
  const counts = poll.options.map((o) => o.voteCount + (o.index === optionIndex ? 1 : 0));
  const percentages = pollPercentages(counts);
  return {
    id: poll.id,
    totalVotes: poll.totalVotes + 1,
    isExpired: poll.isExpired,
    momentum: hasMomentum(poll.totalVotes + 1),
    options: poll.options.map((o, i) => ({ id: o.id, index: o.index, voteCount: counts[i]!, percentage: percentages[i]! })),
  };
}
