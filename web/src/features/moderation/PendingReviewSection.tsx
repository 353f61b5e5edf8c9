// The shell both pending-review lists share (posts and comments held for review): the heading
// with the count, the list, 'Show more …' for the next 20, its failure message; nothing while
// the list is empty. PendingPostsList and PendingCommentsList own their connections and items.
import { useEffect, useState, useTransition, type ReactNode } from 'react';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { QUEUE_PAGE_SIZE } from './moderationPaging';

const LABELS = {
  post: { title: 'Posts', noun: 'posts' },
  comment: { title: 'Comments', noun: 'comments' },
} as const;

export function PendingReviewSection({
  kind,
  totalCount,
  shown,
  hasNext,
  isLoadingNext,
  loadNext,
  onCount,
  children,
}: {
  kind: 'post' | 'comment';
  totalCount: number;
  /** Items in the list now. */
  shown: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => void;
  onCount: (count: number) => void;
  /** The list items. */
  children: ReactNode;
}) {
  const { title, noun } = LABELS[kind];
  const [, startTransition] = useTransition();
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => onCount(shown), [shown, onCount]);
  if (shown === 0 && !hasNext) return null;

  const more = () => {
    setLoadError(null);
    startTransition(() => {
      loadNext(QUEUE_PAGE_SIZE, { onComplete: (error) => (error ? setLoadError(userMessage(error, `Could not load more ${noun}.`)) : undefined) });
    });
  };

  return (
    <section className="review-section" aria-labelledby={`pending-${noun}-title`}>
      <h2 id={`pending-${noun}-title`}>
        {title} ({totalCount})
      </h2>
      <ul className="review-list" aria-label={`${title} waiting for review`}>
        {children}
      </ul>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button type="button" className="button" onClick={more} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : `Show more ${noun}`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
