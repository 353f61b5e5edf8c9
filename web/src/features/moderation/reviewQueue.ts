// Shared bits of the review queue: messages and the connection count updater.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export const EMPTY_QUEUE_MESSAGE = 'Nothing is waiting for review.';
export const REVIEW_FAILED = 'The review could not be saved. Please try again.';

export const reviewToast = {
  post: { approved: 'Post approved and published', rejected: 'Post rejected' },
  comment: { approved: 'Comment approved', rejected: 'Comment rejected' },
} as const;

/** An updater lowering the connection's totalCount by one (the edge goes with @deleteEdge). */
export function decrementTotalCount(connectionId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const connection = store.get(connectionId);
    if (!connection) return;
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  };
}
