// The poll vote's document, with the vote's code (pollVote.ts), which loads after the page.
import { graphql } from 'react-relay';

export default graphql`
  mutation votePollMutation($input: VotePollInput!) {
    votePoll(input: $input) {
      momentumTriggered
      poll {
        ...PollTotals_poll @relay(mask: false)
        viewerVote
      }
    }
  }
`;
