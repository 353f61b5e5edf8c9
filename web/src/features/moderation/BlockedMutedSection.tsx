// Settings › 'Blocked and muted': the members the viewer blocked and muted, most recent first,
// each with Unblock / Unmute (toasts as the user-actions menu's). A row leaves the list once the
// member is unblocked / unmuted (the store's viewerHasBlocked / viewerHasMuted), and comes back
// with Block / Mute from their menu. 50 a page (spec §9), with Show more.
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { SettingsSection } from '../settings/SettingsSection';
import type { BlockedMutedSection_blocked$key } from './__generated__/BlockedMutedSection_blocked.graphql';
import type { BlockedMutedSection_muted$key } from './__generated__/BlockedMutedSection_muted.graphql';
import { useUserRelationToggle, type RelationAction } from './useUserRelationToggle';
import './userActions.css';

export function BlockedMutedSection({ user }: { user: BlockedMutedSection_blocked$key & BlockedMutedSection_muted$key }) {
  return (
    <SettingsSection
      id="blocked-muted"
      title="Blocked and muted"
      description={
        <p>
          Blocked members can’t message you, comment on your posts or reply to your comments, and you don’t see their posts or
          comments. Muted members’ posts, comments and notifications are hidden from you; they are not told.
        </p>
      }
    >
      <BlockedList user={user} />
      <MutedList user={user} />
    </SettingsSection>
  );
}

interface Row {
  id: string;
  createdAt: string;
  user: { id: string; userId: number; username: string | null | undefined; displayName: string; avatarColor: string | null | undefined };
}

function RelationList({
  heading,
  empty,
  rows,
  action,
  hasNext,
  loadingNext,
  loadNext,
}: {
  heading: string;
  empty: string;
  rows: Row[];
  action: Extract<RelationAction, 'unblock' | 'unmute'>;
  hasNext: boolean;
  loadingNext: boolean;
  loadNext: () => void;
}) {
  const { toggle, busy } = useUserRelationToggle();
  const label = action === 'unblock' ? 'Unblock' : 'Unmute';
  return (
    <div className="relation-list">
      <h3>{heading}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id} className="relation-row">
              <Avatar name={row.user.displayName} color={row.user.avatarColor} size={32} />
              <span className="relation-row-name">
                <Link to={`/profile/${row.user.userId}`}>{row.user.displayName}</Link>
                {row.user.username ? <span className="muted"> @{row.user.username}</span> : null}
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                aria-label={`${label} ${row.user.username ? `@${row.user.username}` : row.user.displayName}`}
                onClick={() => toggle({ id: row.user.id, username: row.user.username }, action)}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <button type="button" className="button button-small" onClick={loadNext} disabled={loadingNext}>
          {loadingNext ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

function BlockedList({ user }: { user: BlockedMutedSection_blocked$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BlockedMutedSection_blocked on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "BlockedMutedSectionBlockedPaginationQuery") {
        blockedUsers(first: $count, after: $cursor) @connection(key: "BlockedMutedSection_blockedUsers") {
          edges {
            node {
              id
              createdAt
              user {
                id
                userId
                username
                displayName
                avatarColor
                viewerHasBlocked
              }
            }
          }
        }
      }
    `,
    user,
  );
  const rows = (data.blockedUsers?.edges ?? []).flatMap((edge) => (edge?.node && edge.node.user.viewerHasBlocked ? [edge.node as Row] : []));
  return (
    <RelationList
      heading="Blocked members"
      empty="You haven’t blocked anyone."
      rows={rows}
      action="unblock"
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      loadNext={() => loadNext(50)}
    />
  );
}

function MutedList({ user }: { user: BlockedMutedSection_muted$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BlockedMutedSection_muted on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "BlockedMutedSectionMutedPaginationQuery") {
        mutedUsers(first: $count, after: $cursor) @connection(key: "BlockedMutedSection_mutedUsers") {
          edges {
            node {
              id
              createdAt
              user {
                id
                userId
                username
                displayName
                avatarColor
                viewerHasMuted
              }
            }
          }
        }
      }
    `,
    user,
  );
  const rows = (data.mutedUsers?.edges ?? []).flatMap((edge) => (edge?.node && edge.node.user.viewerHasMuted ? [edge.node as Row] : []));
  return (
    <RelationList
      heading="Muted members"
      empty="You haven’t muted anyone."
      rows={rows}
      action="unmute"
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      loadNext={() => loadNext(50)}
    />
  );
}
