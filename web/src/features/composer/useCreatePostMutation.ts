import { graphql, useMutation } from 'react-relay';
import type { useCreatePostMutation as Operation } from './__generated__/useCreatePostMutation.graphql';

/** Creates a post and puts it at the top of the given feed connections. */
export function useCreatePostMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
      createPost(input: $input) {
        action
        message
        post @prependNode(connections: $connections, edgeTypeName: "QueryFeedConnectionEdge") {
          id
          title
          path
          status
          sector
          community {
            id
            postCount
          }
          ...FeedPostCard_post
        }
      }
    }
  `);
}
