import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type { useDeleteCommentMutation as Operation } from './__generated__/useDeleteCommentMutation.graphql';

/**
 * Deletes a comment. One with replies stays as a '[deleted]' placeholder (the payload's
 * `comment`); one without leaves the list.
 */
export function useDeleteCommentMutation() {
  const [commit, inFlight] = useMutation<Operation>(graphql`
    mutation useDeleteCommentMutation($input: DeleteCommentInput!) {
      deleteComment(input: $input) {
        deletedCommentId
        comment {
          id
          isDeleted
          content
          contentText
          author {
            id
          }
          viewerCanEdit
          viewerCanDelete
        }
        post {
          id
          commentCount
        }
      }
    }
  `);
  const commitDelete = (args: { commentId: string; connectionId: string; onCompleted: () => void; onError: (error: Error) => void }) =>
    commit({
      variables: { input: { id: args.commentId } },
      updater: (store, response) => {
        const payload = response?.deleteComment;
        if (!payload || payload.comment) return;
        const connection = store.get(args.connectionId);
        if (connection) ConnectionHandler.deleteNode(connection, payload.deletedCommentId);
        const totalCount = connection?.getValue('totalCount');
        if (connection && typeof totalCount === 'number') connection.setValue(Math.max(0, totalCount - 1), 'totalCount');
      },
      onCompleted: () => args.onCompleted(),
      onError: args.onError,
    });
  return [commitDelete, inFlight] as const;
}
