// A list of feed cards with infinite scroll (content spec §9: the next page loads when the end
// of the list is half visible) and a 'Load more' fallback, for the community and campaign feeds:
// the shell of every list of feed cards (PostListShell).
import type { ReactNode } from 'react';
import type { FeedPostCard_post$key } from '../feed/__generated__/FeedPostCard_post.graphql';
import { LOAD_MORE_FAILED } from '../feed/feedMessages';
import { PostListShell, useLoadMore } from '../feed/PostListShell';

export interface PagedPostListProps {
  posts: ReadonlyArray<(FeedPostCard_post$key & { readonly id: string }) | null | undefined>;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  empty: ReactNode;
  /** The end of the list, e.g. 'You have seen every post in this community.' */
  endText: string;
  hotPostBanner: boolean;
  inCommunity?: { canModerate: boolean };
}

export function PagedPostList({ posts, hasNext, isLoadingNext, loadNext, empty, endText, hotPostBanner, inCommunity }: PagedPostListProps) {
  const loading = useLoadMore({ hasNext, isLoadingNext, loadNext });
  // Removed posts leave an edge without a node until the next load.
  const nodes = posts.filter((node): node is NonNullable<typeof node> => node != null);
  return (
    <PostListShell
      posts={nodes}
      loading={loading}
      empty={empty}
      endText={endText}
      failedMessage={LOAD_MORE_FAILED}
      hotPostBanner={hotPostBanner}
      inCommunity={inCommunity}
    />
  );
}
