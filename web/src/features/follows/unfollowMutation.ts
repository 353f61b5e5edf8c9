// The unfollow mutation's document, in a module of its own so that it loads after the page (useLazyMutation).
import { graphql } from 'react-relay';

export default graphql`
  mutation unfollowMutation($input: FollowInput!) {
    unfollow(input: $input) {
      removedFollowId @deleteRecord
      user {
        id
        viewerIsFollowing
        followerCount
      }
      campaign {
        id
        viewerIsFollowing
        followerCount
      }
    }
  }
`;
