// The member's posts on their profile (content spec §2, §9): page 1, 10 posts, each linking to its
// discussion with the title, a text-only excerpt, likes and comments. 'No posts yet' when empty;
// a failed fetch leaves the list empty (spec §8) after logging it.
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Spinner } from '../../ui/Spinner';
import { PostSummaryList } from './PostSummaryList';
import type { ProfilePostsQuery } from './__generated__/ProfilePostsQuery.graphql';

export const PROFILE_POSTS_PAGE_SIZE = 10;

class LoggedEmpty extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Profile posts could not be loaded', error);
  }
  override render() {
    return this.state.failed ? <p className="muted">No posts yet</p> : this.props.children;
  }
}

function PostList({ userId }: { userId: string }) {
  const data = useLazyLoadQuery<ProfilePostsQuery>(
    graphql`
      query ProfilePostsQuery($userId: ID!, $first: Int!) {
        postsByAuthor(userId: $userId, first: $first) {
          edges {
            node {
              id
              path
              title
              excerpt(length: 160)
              upvotes
              commentCount
            }
          }
        }
      }
    `,
    { userId, first: PROFILE_POSTS_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  return <PostSummaryList posts={data.postsByAuthor.edges.map((edge) => edge.node)} />;
}

export function ProfilePosts({ userId }: { userId: number }) {
  return (
    <section className="card" aria-labelledby="profile-posts-heading">
      <h2 id="profile-posts-heading">Posts</h2>
      <LoggedEmpty>
        <Suspense fallback={<Spinner label="Loading posts…" />}>
          <PostList userId={btoa(`User:${userId}`)} />
        </Suspense>
      </LoggedEmpty>
    </section>
  );
}
