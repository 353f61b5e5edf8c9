import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RichTextValue } from '../../editor/types';
import { showToast } from '../../ui/toastStore';
import type { useUpdatePostMutation as Operation } from './__generated__/useUpdatePostMutation.graphql';
import { REVIEW_DEFAULT } from './postErrors';

const mutation = graphql`
  mutation useUpdatePostMutation($input: UpdatePostInput!) {
    updatePost(input: $input) {
      action
      message
      post {
        id
        title
        slug
        path
        content
        contentText
        excerpt(length: 150)
        tags
        status
        editedAt
      }
    }
  }
`;

export interface UpdatePostArg {
  postId: string;
  title: string;
  /** Null for a poll, whose text is its question. */
  content: RichTextValue | null;
  tags: string[];
  onUpdated: () => void;
  onError: (error: Error) => void;
}

/**
 * Saves an edited post once the server accepts it (moderation may hold it for review, which the
 * toast says); every card and page showing it updates from the answer.
 */
export function useUpdatePostMutation() {
  const [commit, inFlight] = useMutation<Operation>(mutation);
  const updatePost = useCallback(
    ({ postId, title, content, tags, onUpdated, onError }: UpdatePostArg) =>
      commit({
        variables: { input: { id: postId, title, content, tags } },
        onCompleted: (response) => {
          const result = response.updatePost;
          if (result?.action === 'REVIEW') showToast(result.message || REVIEW_DEFAULT, 'info', 6000);
          else showToast('Post updated', 'success');
          onUpdated();
        },
        onError,
      }),
    [commit],
  );
  return [updatePost, inFlight] as const;
}
