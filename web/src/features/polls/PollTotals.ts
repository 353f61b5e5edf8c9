// The totals of a poll, as every answer that moves them selects them: the poll block, the vote
// mutation, the live-results subscription and the poll refetch. Spread unmasked
// (`...PollTotals_poll @relay(mask: false)`), so each reads and writes the same fields of the
// one Poll record.
import { graphql } from 'react-relay';

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
