// The community directory of /explore (content spec §2): most members first, 24 at a time with
// infinite scroll, filtered by category, search and filter=subscribed. A change of the filters
// refetches the list in place (the old one stays, marked busy, until the new one arrives). Each
// card joins and leaves in place.
import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { LoadMoreFooter, useLoadMore } from '../feed/PostListShell';
import type { CommunityDirectory_query$key } from './__generated__/CommunityDirectory_query.graphql';
import type { CommunityDirectoryPaginationQuery, CommunityFilter } from './__generated__/CommunityDirectoryPaginationQuery.graphql';
import { CommunityCard } from './CommunityCard';
import { EXPLORE_PAGE_SIZE } from './communityAddresses';
import { formatCount } from '../../ui/format';

export const LOAD_MORE_COMMUNITIES_FAILED = 'Could not load more communities.';

export interface DirectoryFilters {
  category?: string | null;
  search?: string | null;
  filter?: CommunityFilter | null;
}

const keyOf = (filters: DirectoryFilters) => JSON.stringify([filters.category, filters.search, filters.filter]);

export function CommunityDirectory({
  query,
  loadedWith,
  filters,
  empty,
}: {
  query: CommunityDirectory_query$key;
  /** The filters the page query was loaded with (what `query` holds). */
  loadedWith: DirectoryFilters;
  /** The filters of the address; the list follows them. */
  filters: DirectoryFilters;
  empty: ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CommunityDirectoryPaginationQuery, CommunityDirectory_query$key>(
    graphql`
      fragment CommunityDirectory_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        category: { type: "String" }
        search: { type: "String" }
        filter: { type: "CommunityFilter" }
      )
      @refetchable(queryName: "CommunityDirectoryPaginationQuery") {
        communities(first: $count, after: $cursor, category: $category, search: $search, filter: $filter)
          @connection(key: "CommunityDirectory_communities") {
          totalCount
          edges {
            node {
              id
              ...CommunityCard_community
            }
          }
        }
      }
    `,
    query,
  );
  const [refetching, startRefetch] = useTransition();
  const loading = useLoadMore({ hasNext, isLoadingNext, loadNext }, EXPLORE_PAGE_SIZE);
  const resetLoadMore = loading.reset;

  const filtersKey = keyOf(filters);
  const shownKey = useRef(keyOf(loadedWith));
  useEffect(() => {
    if (shownKey.current === filtersKey) return;
    shownKey.current = filtersKey;
    resetLoadMore();
    startRefetch(() => {
      refetch({ count: EXPLORE_PAGE_SIZE, category: filters.category ?? null, search: filters.search ?? null, filter: filters.filter ?? null }, { fetchPolicy: 'store-or-network' });
    });
  }, [filtersKey, filters.category, filters.search, filters.filter, refetch, resetLoadMore]);

  const nodes = data.communities.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);

  const count = data.communities.totalCount;
  return (
    <div className="community-directory" aria-busy={refetching || undefined}>
      <p className="community-count muted" aria-live="polite">
        {count === 1 ? '1 community' : `${formatCount(count)} communities`}
      </p>
      {nodes.length === 0 ? (
        empty
      ) : (
        <ul className="community-grid" aria-label="Communities">
          {nodes.map((node) => (
            <li key={node.id}>
              <CommunityCard community={node} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreFooter state={loading} noun="communities" failedMessage={LOAD_MORE_COMMUNITIES_FAILED} />
    </div>
  );
}
