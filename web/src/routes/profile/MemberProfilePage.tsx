// /profile/:userId: another member's profile (content spec §2 'Member profile screen'). Your own
// id or username redirects to /profile. The header names the member with their follower and
// following counts, a Follow button (spec §4: optimistic, reverted on failure) and the
// user-actions menu (Message, Report user, Mute, Block; admins: Issue Warning, Ban User); the rest of
// the profile arrives with the profiles release. A numeric id is looked up by id; a username
// (members only: usernames are not listed to guests) by exact username.
import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useParams } from 'react-router-dom';
import { FollowMemberButton } from '../../features/follows/FollowMemberButton';
import { followersLabel } from '../../features/sidebars/sidebarRules';
import { useSession } from '../../features/session/useSession';
import { Avatar } from '../../ui/Avatar';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import type { MemberProfilePageQuery } from './__generated__/MemberProfilePageQuery.graphql';
import type { MemberProfilePage_user$key } from './__generated__/MemberProfilePage_user.graphql';
import './memberProfile.css';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { canOfferMessage, useMessageMember } from '../../features/messages/useMessageMember';
import { useUserActions } from '../../features/moderation/useUserActions';

const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;
const USERNAME = /^[A-Za-z0-9_-]{2,30}$/;

export default function MemberProfilePage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const user = session.user;
  if (user && (String(user.userId) === userId || (user.username && user.username.toLowerCase() === userId.toLowerCase()))) {
    return <Navigate to="/profile" replace />;
  }
  const byId = NUMERIC_ID.test(userId);
  const byUsername = !byId && USERNAME.test(userId) && session.isAuthenticated;
  return (
    <PageFrame title="Member profile" lead="Profiles show what a member chose to share, and nothing else.">
      {byId || byUsername ? (
        <QuietBoundary fallback={<p className="card notice">Profile not found</p>}>
          <Suspense fallback={<Spinner label="Loading profile…" />}>
            <MemberHeader param={userId} byId={byId} />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <PlannedSection title="Member profiles are coming">
        <p>
          Soon this page will show the member’s bio, posts and badges, as far as their privacy setting allows: some members
          show their profile to everyone, some only to signed-in members, and some to nobody.
        </p>
        <p>Email addresses are never shown on profiles.</p>
      </PlannedSection>
      <p>
        <Link to="/">Back to the homepage</Link>
      </p>
    </PageFrame>
  );
}

function MemberHeader({ param, byId }: { param: string; byId: boolean }) {
  const data = useLazyLoadQuery<MemberProfilePageQuery>(
    graphql`
      query MemberProfilePageQuery($id: ID!, $byId: Boolean!, $username: String!, $byUsername: Boolean!) {
        node(id: $id) @include(if: $byId) {
          ...MemberProfilePage_user @alias(as: "user")
        }
        usersByUsername(query: $username, first: 10) @include(if: $byUsername) {
          edges {
            node {
              username
              ...MemberProfilePage_user
            }
          }
        }
      }
    `,
    {
      // A User's global id is the base64 of 'User:<id>' (the server's Relay ids).
      id: byId ? btoa(`User:${param}`) : '',
      byId,
      username: byId ? '' : param,
      byUsername: !byId,
    },
    { fetchPolicy: 'store-and-network' },
  );
  const user = byId
    ? (data.node?.user ?? null)
    : (data.usersByUsername?.edges.map((edge) => edge.node).find((node) => node.username?.toLowerCase() === param.toLowerCase()) ?? null);
  if (!user) return <p className="card notice">Profile not found</p>;
  return <MemberCard user={user} />;
}

function MemberCard({ user }: { user: MemberProfilePage_user$key }) {
  const data = useFragment(
    graphql`
      fragment MemberProfilePage_user on User {
        userId
        displayName
        username
        viewerHasBlocked
        viewerHasMuted
        ...useUserActions_user
        avatarColor
        followerCount
        followingCount
        ...FollowMemberButton_user
      }
    `,
    user,
  );
  const member = useUserActions(data);
  const { messageMember, starting, viewerUserId } = useMessageMember();
  const items: ActionMenuItem[] = [
    ...(canOfferMessage(data, viewerUserId)
      ? [{ key: 'message', label: 'Message', icon: 'message' as const, onSelect: () => messageMember(data.username!), disabled: starting }]
      : []),
    ...member.items,
  ];
  const relation = data.viewerHasBlocked ? 'You blocked this member.' : data.viewerHasMuted ? 'You muted this member.' : null;
  return (
    <section className="card member-card" aria-label={data.displayName}>
      <Avatar name={data.displayName} color={data.avatarColor} size={56} />
      <div className="member-card-name">
        <h2>{data.displayName}</h2>
        {data.username ? <p className="muted">@{data.username}</p> : null}
        <p className="muted">
          {followersLabel(data.followerCount)} · {data.followingCount.toLocaleString('en-US')} following
        </p>
      </div>
      <FollowMemberButton user={data} />
      {items.length > 0 ? <ActionMenu label={`More actions for ${data.displayName}`} title="Member actions" items={items} /> : null}
      {relation ? (
        <p className="muted member-card-relation" role="status">
          {relation} Their posts and comments are hidden from you.
        </p>
      ) : null}
      {member.dialogs}
    </section>
  );
}
