// Runs one review (approve or reject) of a queue item: removes it from the queue on
// success with a toast, keeps the error message otherwise.
import { useState } from 'react';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { decrementTotalCount, REVIEW_FAILED, reviewToast } from './reviewQueue';
import { useReviewCommentMutation } from './useReviewCommentMutation';
import { useReviewPostMutation } from './useReviewPostMutation';

export function useReview(kind: 'post' | 'comment', id: string, connectionId: string) {
  const [commitPost, postBusy] = useReviewPostMutation();
  const [commitComment, commentBusy] = useReviewCommentMutation();
  const [error, setError] = useState<string | null>(null);
  const busy = kind === 'post' ? postBusy : commentBusy;

  const review = (approve: boolean, reason: string | null, done?: () => void) => {
    setError(null);
    const config = {
      variables: { input: { id, approve, reason }, connections: [connectionId] },
      updater: decrementTotalCount(connectionId),
      onCompleted: () => {
        showToast(approve ? reviewToast[kind].approved : reviewToast[kind].rejected, 'success');
        done?.();
      },
      onError: (failure: Error) => {
        const message = userMessage(failure, REVIEW_FAILED);
        setError(message);
        showToast(message, 'error');
      },
    };
    if (kind === 'post') commitPost(config);
    else commitComment(config);
  };

  return {
    busy,
    error,
    clearError: () => setError(null),
    approve: () => review(true, null),
    reject: (reason: string | null, done: () => void) => review(false, reason, done),
  };
}
