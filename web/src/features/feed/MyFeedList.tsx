// My Feed (content spec §2, §4 'Feed modes', §8, §9): posts from what the member follows, topped
// up with trending posts when there are fewer than 5; the dismissible notice when it is trending
// only because nothing is followed (dismissal remembered per member). Same list as All
// (FeedListView); its sort is the home feed's.
import { useCallback, useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Icon } from '../../ui/Icon';
import { openOnboarding } from '../onboarding/onboardingEvents';
import type { MyFeedList_query$key } from './__generated__/MyFeedList_query.graphql';
import type { MyFeedListPaginationQuery } from './__generated__/MyFeedListPaginationQuery.graphql';
import { MY_FEED_FALLBACK_NOTICE, MY_FEED_LOAD_FAILED } from './feedMessages';
import { FeedListView, type FeedListViewProps } from './FeedListView';
import { dismissFallbackNotice, isFallbackNoticeDismissed } from './myFeedMemory';

export interface MyFeedListProps extends Omit<FeedListViewProps, 'feed' | 'failedMessage' | 'notice'> {
  query: MyFeedList_query$key;
  userId: number;
  emptyState: ReactNode;
}

export function MyFeedList({ query, userId, ...view }: MyFeedListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<MyFeedListPaginationQuery, MyFeedList_query$key>(
    graphql`
      fragment MyFeedList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, sort: { type: "FeedSort" })
      @refetchable(queryName: "MyFeedListPaginationQuery") {
        myFeed(first: $count, after: $cursor, sort: $sort) @connection(key: "MyFeedList_myFeed") {
          totalCount
          fallback
          edges {
            node {
              id
              ...FeedPostCard_post
              ...FeedListView_snapshot
            }
          }
        }
      }
    `,
    query,
  );
  const feed = data.myFeed;
  const [noticeDismissed, setNoticeDismissed] = useState(() => isFallbackNoticeDismissed(userId));
  const refetchFirstPage = useCallback(
    (onComplete: (error: Error | null) => void) => refetch({}, { fetchPolicy: 'network-only', onComplete }),
    [refetch],
  );
  const notice =
    feed.fallback && !noticeDismissed ? (
      <div className="card feed-notice my-feed-notice" role="status">
        <Icon name="flame" size={20} />
        <div>
          <p>
            {MY_FEED_FALLBACK_NOTICE} Follow topics, campaigns, communities or people to make it yours, or{' '}
            <button type="button" className="link-button inline-link-button" onClick={openOnboarding}>
              personalize your feed
            </button>
            .
          </p>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss notice"
          onClick={() => {
            dismissFallbackNotice(userId);
            setNoticeDismissed(true);
          }}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    ) : null;
  return (
    <FeedListView
      {...view}
      feed={{
        totalCount: feed.totalCount,
        edgeCount: feed.edges.length,
        posts: feed.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null),
        hasNext,
        isLoadingNext,
        loadNext,
        refetchFirstPage,
      }}
      failedMessage={MY_FEED_LOAD_FAILED}
      notice={notice}
    />
  );
}
