// Hot Polls in the right sidebar on extra-large screens (content spec §2 'Sidebars', §8,
// §9): the 5 open polls with most votes in the last 24 hours, a link to /polls, refreshed
// every 5 minutes; 'Failed to load hot polls' and 'No hot polls right now.'.
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import type { HotPollsSidebarQuery } from './__generated__/HotPollsSidebarQuery.graphql';
import { HOT_POLLS_COUNT, HOT_POLLS_REFRESH_MS, votesLabel } from './pollRules';

/** Extra-large screens show the right sidebar beside the feed. */
export const XL_SCREEN_QUERY = '(min-width: 1280px)';

export const HOT_POLLS_FAILED = 'Failed to load hot polls';
export const HOT_POLLS_EMPTY = 'No hot polls right now.';

const query = graphql`
  query HotPollsSidebarQuery($first: Int!) {
    hotPolls(first: $first) {
      totalVotes
      recentVotes
      post {
        id
        title
        path
        author {
          viewerHasBlocked
          viewerHasMuted
        }
      }
    }
  }
`;

export function HotPollsSidebar() {
  // A new key every 5 minutes fetches the list again (the old one stays until it arrives).
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFetchKey((k) => k + 1), HOT_POLLS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="card sidebar-box hot-polls" aria-labelledby="hot-polls-title">
      <h2 id="hot-polls-title" className="sidebar-title">
        <Icon name="flame" size={18} /> Hot Polls
      </h2>
      <HotPollsBoundary onRetry={() => setFetchKey((k) => k + 1)}>
        <Suspense fallback={<HotPollsSkeleton />}>
          <HotPollsList fetchKey={fetchKey} />
        </Suspense>
      </HotPollsBoundary>
      <p className="sidebar-more">
        <Link to="/polls">See all polls</Link>
      </p>
    </section>
  );
}

function HotPollsList({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<HotPollsSidebarQuery>(
    query,
    { first: HOT_POLLS_COUNT },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // A member the viewer blocks or mutes drops out at once (the server leaves them out later).
  const polls = data.hotPolls.filter((item) => !item.post.author.viewerHasBlocked && !item.post.author.viewerHasMuted);
  if (polls.length === 0) return <p className="muted">{HOT_POLLS_EMPTY}</p>;
  return (
    <ol className="hot-polls-list">
      {polls.map((item) => (
        <li key={item.post.id}>
          <Link to={item.post.path}>{item.post.title}</Link>
          <span className="muted">
            {votesLabel(item.totalVotes)}
            {item.recentVotes > 0 ? ` · ${item.recentVotes.toLocaleString('en-US')} today` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

function HotPollsSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton-line" />
      <div className="skeleton-line skeleton-medium" />
      <div className="skeleton-line" />
    </div>
  );
}

class HotPollsBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="sidebar-error">
        <p>{HOT_POLLS_FAILED}</p>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          Try Again
        </button>
      </div>
    );
  }
}
