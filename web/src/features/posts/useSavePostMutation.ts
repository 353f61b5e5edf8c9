// Saves or unsaves a post, as relay-examples' AddTodoMutation does: the hook owns the optimistic
// response (saved at once, the count never below 0) and returns commit(arg).
import { useCallback } from 'react';
import type { Disposable } from 'relay-runtime';
import { lazyMutation, useLazyMutation } from '../../relay/useLazyMutation';
import type { savePostMutation as Operation } from './__generated__/savePostMutation.graphql';

const savePostMutation = lazyMutation<Operation>(() => import('./savePostMutation'));

export interface SavePostArg {
  /** The post as the viewer sees it now. */
  post: { id: string; saveCount: number };
  saved: boolean;
  onError: (error: Error) => void;
}

export function useSavePostMutation(): [(arg: SavePostArg) => Disposable, boolean] {
  const [commit, inFlight] = useLazyMutation(savePostMutation);
  const save = useCallback(
    ({ post, saved, onError }: SavePostArg) =>
      commit({
        variables: { input: { postId: post.id, saved } },
        optimisticResponse: {
          savePost: { post: { id: post.id, viewerHasSaved: saved, saveCount: Math.max(0, post.saveCount + (saved ? 1 : -1)) } },
        },
        onError,
      }),
    [commit],
  );
  return [save, inFlight];
}
