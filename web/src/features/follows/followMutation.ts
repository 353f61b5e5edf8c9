// The follow mutation's document, in a module of its own so that it loads after the page (useLazyMutation).
import { graphql } from 'react-relay';

export default graphql`
  mutation followMutation($input: FollowInput!, $connections: [ID!]!) {
    follow(input: $input) {
      follow @appendNode(connections: $connections, edgeTypeName: "UserFollowsConnectionEdge") {
        id
        followType
        value
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
  }
`;
