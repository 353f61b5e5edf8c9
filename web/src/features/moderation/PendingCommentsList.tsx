// The comments of the review queue, oldest first, 20 a page ('Show more comments').
import { useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import type { PendingCommentsList_query$key } from './__generated__/PendingCommentsList_query.graphql';
import type { PendingCommentsListPaginationQuery } from './__generated__/PendingCommentsListPaginationQuery.graphql';
import { PendingCommentItem } from './PendingCommentItem';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

export function PendingCommentsList({ query, onCount }: { query: PendingCommentsList_query$key; onCount: (count: number) => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PendingCommentsListPaginationQuery, PendingCommentsList_query$key>(
    graphql`
      fragment PendingCommentsList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "PendingCommentsListPaginationQuery") {
        pendingComments(first: $count, after: $cursor) @connection(key: "PendingCommentsList_pendingComments") {
          __id
          totalCount
          edges {
            node {
              id
              ...PendingCommentItem_comment
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const [loadError, setLoadError] = useState<string | null>(null);
  const connection = data.pendingComments;
  const nodes = connection.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);

  useEffect(() => onCount(nodes.length), [nodes.length, onCount]);
  if (nodes.length === 0 && !hasNext) return null;

  const more = () => {
    setLoadError(null);
    startTransition(() => {
      loadNext(QUEUE_PAGE_SIZE, { onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load more comments.')) : undefined) });
    });
  };

  return (
    <section className="review-section" aria-labelledby="pending-comments-title">
      <h2 id="pending-comments-title">Comments ({connection.totalCount})</h2>
      <ul className="review-list" aria-label="Comments waiting for review">
        {nodes.map((node) => (
          <li key={node.id}>
            <PendingCommentItem comment={node} connectionId={connection.__id} />
          </li>
        ))}
      </ul>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button type="button" className="button" onClick={more} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Show more comments'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
