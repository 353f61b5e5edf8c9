// The vote mutation's document, in a module of its own so that it loads after the page (useLazyMutation).
import { graphql } from 'react-relay';

export default graphql`
  mutation votePostMutation($input: VotePostInput!) {
    votePost(input: $input) {
      post {
        id
        score
        upvotes
        downvotes
        viewerVote
      }
    }
  }
`;
