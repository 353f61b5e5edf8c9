// The comments of the review queue, oldest first, 20 a page ('Show more comments'), drawn by the
// shell both review lists share (PendingReviewSection).
import { graphql, usePaginationFragment } from 'react-relay';
import type { PendingCommentsList_query$key } from './__generated__/PendingCommentsList_query.graphql';
import type { PendingCommentsListPaginationQuery } from './__generated__/PendingCommentsListPaginationQuery.graphql';
import { PendingCommentItem } from './PendingCommentItem';
import { PendingReviewSection } from './PendingReviewSection';

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
  const connection = data.pendingComments;
  const nodes = connection.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);
  return (
    <PendingReviewSection
      kind="comment"
      totalCount={connection.totalCount}
      shown={nodes.length}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      onCount={onCount}
    >
      {nodes.map((node) => (
        <li key={node.id}>
          <PendingCommentItem comment={node} connectionId={connection.__id} />
        </li>
      ))}
    </PendingReviewSection>
  );
}
