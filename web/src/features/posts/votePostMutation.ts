// The vote mutation's document, with the vote's code (postVote.ts), which loads after the page.
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
