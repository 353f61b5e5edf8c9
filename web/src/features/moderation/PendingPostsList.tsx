// The posts of the review queue, oldest first, 20 a page ('Show more posts').
import { useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import type { PendingPostsList_query$key } from './__generated__/PendingPostsList_query.graphql';
import type { PendingPostsListPaginationQuery } from './__generated__/PendingPostsListPaginationQuery.graphql';
import { PendingPostItem } from './PendingPostItem';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

export function PendingPostsList({ query, onCount }: { query: PendingPostsList_query$key; onCount: (count: number) => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PendingPostsListPaginationQuery, PendingPostsList_query$key>(
    graphql`
      fragment PendingPostsList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "PendingPostsListPaginationQuery") {
        pendingPosts(first: $count, after: $cursor) @connection(key: "PendingPostsList_pendingPosts") {
          __id
          totalCount
          edges {
            node {
              id
              ...PendingPostItem_post
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const [loadError, setLoadError] = useState<string | null>(null);
  const connection = data.pendingPosts;
  const nodes = connection.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);

  useEffect(() => onCount(nodes.length), [nodes.length, onCount]);
  if (nodes.length === 0 && !hasNext) return null;

  const more = () => {
    setLoadError(null);
    startTransition(() => {
      loadNext(QUEUE_PAGE_SIZE, { onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load more posts.')) : undefined) });
    });
  };

  return (
    <section className="review-section" aria-labelledby="pending-posts-title">
      <h2 id="pending-posts-title">Posts ({connection.totalCount})</h2>
      <ul className="review-list" aria-label="Posts waiting for review">
        {nodes.map((node) => (
          <li key={node.id}>
            <PendingPostItem post={node} connectionId={connection.__id} />
          </li>
        ))}
      </ul>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button type="button" className="button" onClick={more} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Show more posts'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
