import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreatePostInput, useCreatePostMutation as Operation, useCreatePostMutation$data } from './__generated__/useCreatePostMutation.graphql';

const mutation = graphql`
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
`;

export interface CreatePostArg {
  input: CreatePostInput;
  /** Feed connections that show the new post on top, with their count one higher. */
  connections: readonly string[];
  onCompleted: (result: useCreatePostMutation$data['createPost']) => void;
  onError: (error: Error) => void;
}

/** Creates a post once the server accepts it (moderation may hold it), and puts it at the top of the given feeds. */
export function useCreatePostMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const createPost = useCallback(
    ({ input, connections, onCompleted, onError }: CreatePostArg) =>
      commit({
        variables: { input, connections: [...connections] },
        // The edge itself is added by @prependNode; the count follows here.
        updater: (store) => {
          for (const id of connections) {
            const connection = store.get(id);
            const total = connection?.getValue('totalCount');
            if (connection && typeof total === 'number') connection.setValue(total + 1, 'totalCount');
          }
        },
        onCompleted: (response) => onCompleted(response.createPost),
        onError,
      }),
    [commit],
  );
  return [createPost, inFlight] as const;
}
