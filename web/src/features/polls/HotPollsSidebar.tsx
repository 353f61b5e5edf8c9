// Hot Polls in the right sidebar on extra-large screens (content spec §2 'Sidebars', §8,
// §9): the 5 open polls with most votes in the last 24 hours, a link to /polls, refreshed
// every 5 minutes; 'Failed to load hot polls' and 'No hot polls right now.'. The box, its
// skeleton, failure message and refresh key are the sidebars' own (SidebarBox).
// A poll deleted meanwhile (its feed card's Delete removes the Post record from the store)
// reads as a null post: `@required(action: NONE)` turns that entry into null and the list skips
// it, so the box keeps working until the next fetch leaves the poll out.
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import { BoxContent, SidebarBox, useRefreshKey } from '../sidebars/SidebarBox';
import type { HotPollsSidebarQuery } from './__generated__/HotPollsSidebarQuery.graphql';
import { HOT_POLLS_COUNT, HOT_POLLS_REFRESH_MS, votesLabel } from './pollRules';
import { formatCount } from '../../ui/format';

export const HOT_POLLS_FAILED = 'Failed to load hot polls';
export const HOT_POLLS_EMPTY = 'No hot polls right now.';

const query = graphql`
  query HotPollsSidebarQuery($first: Int!) {
    hotPolls(first: $first) {
      totalVotes
      recentVotes
      post @required(action: NONE) {
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
  const [fetchKey, bump] = useRefreshKey(HOT_POLLS_REFRESH_MS);
  // After a failure, Try Again asks the server rather than drawing the stored answer again.
  const [retried, setRetried] = useState(false);
  return (
    <SidebarBox id="hot-polls" title="Hot Polls" icon="flame" className="hot-polls">
      <BoxContent
        failedMessage={HOT_POLLS_FAILED}
        onRetry={() => {
          setRetried(true);
          bump();
        }}
      >
        <HotPollsList fetchKey={fetchKey} fromNetwork={retried} />
      </BoxContent>
      <p className="sidebar-more">
        <Link to="/polls">See all polls</Link>
      </p>
    </SidebarBox>
  );
}

function HotPollsList({ fetchKey, fromNetwork }: { fetchKey: number; fromNetwork: boolean }) {
  const data = useLazyLoadQuery<HotPollsSidebarQuery>(
    query,
    { first: HOT_POLLS_COUNT },
    { fetchPolicy: fromNetwork ? 'network-only' : 'store-and-network', fetchKey },
  );
  // A member the viewer blocks or mutes drops out at once (the server leaves them out later).
  const polls = data.hotPolls.flatMap((item) =>
    item != null && !item.post.author.viewerHasBlocked && !item.post.author.viewerHasMuted ? [item] : [],
  );
  if (polls.length === 0) return <p className="muted">{HOT_POLLS_EMPTY}</p>;
  return (
    <ol className="hot-polls-list">
      {polls.map((item) => (
        <li key={item.post.id}>
          <Link to={item.post.path}>{item.post.title}</Link>
          <span className="muted">
            {votesLabel(item.totalVotes)}
            {item.recentVotes > 0 ? ` · ${formatCount(item.recentVotes)} today` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
