// The poll vote's document, in a module of its own so that it loads after the page (useLazyMutation).
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
