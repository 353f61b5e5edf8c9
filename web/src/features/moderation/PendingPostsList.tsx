// The posts of the review queue, oldest first, 20 a page ('Show more posts'), drawn by the
// shell both review lists share (PendingReviewSection).
import { graphql, usePaginationFragment } from 'react-relay';
import type { PendingPostsList_query$key } from './__generated__/PendingPostsList_query.graphql';
import type { PendingPostsListPaginationQuery } from './__generated__/PendingPostsListPaginationQuery.graphql';
import { PendingPostItem } from './PendingPostItem';
import { PendingReviewSection } from './PendingReviewSection';

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
  const connection = data.pendingPosts;
  const nodes = connection.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);
  return (
    <PendingReviewSection
      kind="post"
      totalCount={connection.totalCount}
      shown={nodes.length}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      onCount={onCount}
    >
      {nodes.map((node) => (
        <li key={node.id}>
          <PendingPostItem post={node} connectionId={connection.__id} />
        </li>
      ))}
    </PendingReviewSection>
  );
}
