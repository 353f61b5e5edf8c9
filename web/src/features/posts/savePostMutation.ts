// The save mutation's document, in a module of its own so that it loads after the page (useLazyMutation).
import { graphql } from 'react-relay';

export default graphql`
  mutation savePostMutation($input: SavePostInput!) {
    savePost(input: $input) {
      post {
        id
        viewerHasSaved
        saveCount
      }
    }
  }
`;
