// A community's members (content spec §2 /c/{slug}: members and moderators): the owner and the
// moderators first, then the members, longest-standing first, 20 at a time. The owner makes a
// member a moderator and a moderator a member again.
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Avatar } from '../../ui/Avatar';
import { Spinner } from '../../ui/Spinner';
import type { CommunityMembers_community$key } from './__generated__/CommunityMembers_community.graphql';
import type { CommunityMembersPaginationQuery } from './__generated__/CommunityMembersPaginationQuery.graphql';
import { MEMBERS_PAGE_SIZE } from './communityAddresses';
import { membersLabel } from './communityRules';
import { RoleBadge } from './RoleBadge';
import { useAppointModeratorMutation } from './useAppointModeratorMutation';
import { useRemoveModeratorMutation } from './useRemoveModeratorMutation';

const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

export function CommunityMembers({ community }: { community: CommunityMembers_community$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CommunityMembersPaginationQuery, CommunityMembers_community$key>(
    graphql`
      fragment CommunityMembers_community on Community
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "CommunityMembersPaginationQuery") {
        id
        viewerRole
        members(first: $count, after: $cursor) @connection(key: "CommunityMembers_members") {
          __id
          totalCount
          edges {
            node {
              role
              joinedAt
              user {
                id
                displayName
                username
                avatarColor
              }
            }
          }
        }
      }
    `,
    community,
  );
  const [appoint] = useAppointModeratorMutation();
  const [demote] = useRemoveModeratorMutation();
  const [loadFailed, setLoadFailed] = useState(false);
  const isOwner = data.viewerRole === 'OWNER';
  const connectionId = data.members.__id;
  const members = data.members.edges.map((edge) => edge?.node).filter((node): node is NonNullable<typeof node> => node != null);
  const leaders = members.filter((m) => m.role === 'OWNER' || m.role === 'MODERATOR');
  const others = members.filter((m) => m.role !== 'OWNER' && m.role !== 'MODERATOR');

  const row = (member: (typeof members)[number]) => {
    const user = member.user;
    const target = { communityId: data.id, userId: user.id, connectionId };
    return (
      <li key={user.id} className="member-row">
        <Avatar name={user.displayName} color={user.avatarColor} size={36} />
        <span className="member-name">
          <strong>{user.displayName}</strong>
          <span className="muted">
            {user.username ? `@${user.username} · ` : ''}joined {joinedFormat.format(new Date(member.joinedAt))}
          </span>
        </span>
        <RoleBadge role={member.role} />
        {isOwner && member.role === 'MEMBER' ? (
          <button type="button" className="button button-small" onClick={() => appoint(target)} aria-label={`Make ${user.displayName} a moderator`}>
            Make moderator
          </button>
        ) : null}
        {isOwner && member.role === 'MODERATOR' ? (
          <button type="button" className="button button-small" onClick={() => demote(target)} aria-label={`Remove ${user.displayName} as moderator`}>
            Remove moderator
          </button>
        ) : null}
      </li>
    );
  };

  return (
    <div className="members-section">
      <section className="card" aria-labelledby="community-leaders">
        <h2 id="community-leaders">Owner and moderators</h2>
        {leaders.length > 0 ? <ul className="member-list">{leaders.map(row)}</ul> : <p className="muted">Nobody runs this community at the moment.</p>}
      </section>
      <section className="card" aria-labelledby="community-members">
        <h2 id="community-members">Members · {membersLabel(data.members.totalCount)}</h2>
        {others.length > 0 ? <ul className="member-list">{others.map(row)}</ul> : !hasNext ? <p className="muted">No other members yet.</p> : null}
        {hasNext ? (
          <div className="feed-more">
            {isLoadingNext ? (
              <Spinner label="Loading more members…" />
            ) : (
              <>
                {loadFailed ? <p className="field-error">Could not load more members.</p> : null}
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setLoadFailed(false);
                    loadNext(MEMBERS_PAGE_SIZE, { onComplete: (error) => setLoadFailed(error != null) });
                  }}
                >
                  {loadFailed ? 'Try again' : 'Show more members'}
                </button>
              </>
            )}
          </div>
        ) : null}
      </section>
    </div>
  );
}
