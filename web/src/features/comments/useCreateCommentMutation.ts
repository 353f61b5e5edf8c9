// Adds a comment (or reply) at the end of the post's flat comment list (the connection id passed
// down from CommentsSection), as relay-examples' AddTodoMutation does: the hook owns the request
// and returns commit(arg). No optimistic response: the server may hold the comment for review.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { CreateCommentInput, useCreateCommentMutation as Operation, useCreateCommentMutation$data } from './__generated__/useCreateCommentMutation.graphql';

export type CreatedComment = useCreateCommentMutation$data['createComment'];

export interface CreateCommentArg {
  postId: string;
  /** The rich-text document (JSON scalar). */
  content: CreateCommentInput['content'];
  parentId: string | null;
  connectionId: string;
  onCompleted: (result: CreatedComment) => void;
  onError: (error: Error) => void;
}

export function useCreateCommentMutation(): [(arg: CreateCommentArg) => Disposable, boolean] {
  const [commit, inFlight] = useMutation<Operation>(graphql`
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
  const create = useCallback(
    ({ postId, content, parentId, connectionId, onCompleted, onError }: CreateCommentArg) =>
      commit({
        variables: { input: { postId, content, parentId }, connections: [connectionId] },
        onCompleted: (response) => onCompleted(response.createComment),
        onError,
      }),
    [commit],
  );
  return [create, inFlight];
}
