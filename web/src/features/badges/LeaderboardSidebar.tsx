// The badge leaderboard box in the home page's right sidebar: the top 10 members by points
// (ties: who reached them first), only those on the leaderboard whose profile the viewer may see
// (the server's rule). Not drawn while the badges flag is off. Its loading, failure message and
// Try Again are the sidebar boxes' own (SidebarBox). The same list, longer, is the /leaderboard
// page, which is how narrow screens (no right sidebar) reach it.
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { BoxContent, SidebarBox, useRefreshKey } from '../sidebars/SidebarBox';
import { LEADERBOARD_SIZE } from './badgeRules';
import type { LeaderboardSidebarQuery } from './__generated__/LeaderboardSidebarQuery.graphql';
import './badges.css';
import { formatCount } from '../../ui/format';

export const LEADERBOARD_FAILED = 'Failed to load the leaderboard';
export const LEADERBOARD_EMPTY = 'No one has earned badges yet.';
/** Refreshed with the other sidebar boxes' rhythm. */
const LEADERBOARD_REFRESH_MS = 5 * 60_000;

const query = graphql`
  query LeaderboardSidebarQuery($limit: Int!) {
    featureFlags {
      badges
    }
    leaderboard(limit: $limit) {
      rank
      userId
      username
      displayName
      avatarColor
      totalPoints
      badgeCount
    }
  }
`;

export function LeaderboardSidebar() {
  const [fetchKey, bump] = useRefreshKey(LEADERBOARD_REFRESH_MS);
  const [retried, setRetried] = useState(false);
  // The badges flag is read with the list: while it is off the box goes away.
  const [enabled, setEnabled] = useState(true);
  if (!enabled) return null;
  return (
    <SidebarBox id="badge-leaderboard" title="Leaderboard" icon="flag" className="badge-leaderboard">
      <BoxContent
        failedMessage={LEADERBOARD_FAILED}
        onRetry={() => {
          setRetried(true);
          bump();
        }}
      >
        <LeaderboardList limit={LEADERBOARD_SIZE} fetchKey={fetchKey} fromNetwork={retried} onDisabled={() => setEnabled(false)} />
        <p className="sidebar-more">
          <Link to="/leaderboard">See the whole leaderboard</Link>
        </p>
      </BoxContent>
    </SidebarBox>
  );
}

export function LeaderboardList({ limit, fetchKey, fromNetwork, onDisabled }: { limit: number; fetchKey: number; fromNetwork: boolean; onDisabled: () => void }) {
  const data = useLazyLoadQuery<LeaderboardSidebarQuery>(
    query,
    { limit },
    { fetchPolicy: fromNetwork ? 'network-only' : 'store-and-network', fetchKey },
  );
  const disabled = !data.featureFlags.badges;
  useEffect(() => {
    if (disabled) onDisabled();
  }, [disabled, onDisabled]);
  if (disabled) return null;
  if (data.leaderboard.length === 0) return <p className="muted">{LEADERBOARD_EMPTY}</p>;
  return (
    <ol className="leaderboard-list">
      {data.leaderboard.map((entry) => {
        const name = (
          <>
            <Avatar name={entry.displayName} color={entry.avatarColor} size={28} />
            <span className="leaderboard-name">{entry.displayName}</span>
          </>
        );
        return (
          <li key={entry.userId} className="leaderboard-entry">
            <span className="leaderboard-rank">
              <span className="visually-hidden">Rank </span>
              {entry.rank}
            </span>
            {entry.username ? (
              <Link to={`/profile/${encodeURIComponent(entry.username)}`} className="leaderboard-member">
                {name}
              </Link>
            ) : (
              <span className="leaderboard-member">{name}</span>
            )}
            <span className="leaderboard-points">
              {formatCount(entry.totalPoints)} <span className="muted">pts</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
