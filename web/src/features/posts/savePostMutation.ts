// The save mutation's document, with the save's code (postSave.ts), which loads after the page.
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
