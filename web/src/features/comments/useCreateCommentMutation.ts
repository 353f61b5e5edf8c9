import { graphql, useMutation } from 'react-relay';
import type { useCreateCommentMutation as Operation } from './__generated__/useCreateCommentMutation.graphql';

/** Adds a comment (or reply) at the end of the post's flat comment list. */
export function useCreateCommentMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateCommentMutation($input: CreateCommentInput!, $connections: [ID!]!) {
      createComment(input: $input) {
        action
        message
        comment @appendNode(connections: $connections, edgeTypeName: "PostCommentsConnectionEdge") {
          id
          parentId
          ...CommentItem_comment
        }
        post {
          id
          commentCount
        }
      }
    }
  `);
}
