// The suggestion boxes in the home feed (content spec §2 'Home feed', §9): up to 6 communities
// after the 2nd post and 3 members after the 5th, chosen by the server from real data (what the
// viewer does not follow yet, near their sector and follows). Joining or following happens in
// place; a box can be dismissed (remembered on the device). A box that cannot load is left out:
// it is a suggestion.
import { Suspense, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import { Avatar } from '../../ui/Avatar';
import { CommunityIcon } from '../communities/CommunityIcon';
import '../communities/communities.css';
import { communityPath } from '../communities/communityAddresses';
import { membersLabel } from '../communities/communityRules';
import { JoinCommunityButton } from '../communities/JoinCommunityButton';
import { FollowMemberButton } from '../follows/FollowMemberButton';
import type { FeedSuggestionsCommunitiesQuery } from './__generated__/FeedSuggestionsCommunitiesQuery.graphql';
import type { FeedSuggestionsMembersQuery } from './__generated__/FeedSuggestionsMembersQuery.graphql';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { SUGGESTED_COMMUNITIES_COUNT, SUGGESTED_MEMBERS_COUNT, followersLabel } from './sidebarRules';
import { SidebarBox } from './SidebarBox';
import { useDismissedBox } from './useDismissedBoxes';
import './sidebars.css';

export function FeedSuggestion({ kind }: { kind: 'communities' | 'members' }) {
  const [dismissed, dismiss] = useDismissedBox(kind === 'communities' ? 'suggestedCommunities' : 'suggestedMembers');
  if (dismissed) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        {kind === 'communities' ? <CommunitiesBox onDismiss={dismiss} /> : <MembersBox onDismiss={dismiss} />}
      </Suspense>
    </QuietBoundary>
  );
}

/** The ids shown first stay (joining one keeps it, with Leave, instead of replacing it). */
function useStableIds<T extends { id: string }>(items: readonly T[]): T[] {
  const ids = useRef<string[] | null>(null);
  ids.current ??= items.map((item) => item.id);
  return ids.current.map((id) => items.find((item) => item.id === id)).filter((item): item is T => item !== undefined);
}

function CommunitiesBox({ onDismiss }: { onDismiss: () => void }) {
  const data = useLazyLoadQuery<FeedSuggestionsCommunitiesQuery>(
    graphql`
      query FeedSuggestionsCommunitiesQuery($first: Int!) {
        suggestedCommunities(first: $first) {
          id
          slug
          displayName
          description
          icon
          isPrivate
          memberCount
          ...JoinCommunityButton_community
        }
      }
    `,
    { first: SUGGESTED_COMMUNITIES_COUNT },
    { fetchPolicy: 'store-and-network' },
  );
  const communities = useStableIds(data.suggestedCommunities);
  if (communities.length === 0) return null;
  return (
    <SidebarBox id="feed-suggested-communities" title="Communities you might like" onDismiss={onDismiss}>
      <ul className="suggestion-grid">
        {communities.map((community) => (
          <li key={community.id} className="suggestion-card">
            <CommunityIcon icon={community.icon} name={community.displayName} size="small" />
            <Link to={communityPath(community)} className="suggestion-name">
              {community.displayName}
            </Link>
            <span className="muted">{membersLabel(community.memberCount)}</span>
            <JoinCommunityButton community={community} size="small" />
          </li>
        ))}
      </ul>
      <p className="sidebar-more">
        <Link to="/explore">Explore all communities</Link>
      </p>
    </SidebarBox>
  );
}

function MembersBox({ onDismiss }: { onDismiss: () => void }) {
  const data = useLazyLoadQuery<FeedSuggestionsMembersQuery>(
    graphql`
      query FeedSuggestionsMembersQuery($first: Int!) {
        suggestedMembers(first: $first) {
          id
          userId
          username
          displayName
          avatarColor
          followerCount
          ...FollowMemberButton_user
        }
      }
    `,
    { first: SUGGESTED_MEMBERS_COUNT },
    { fetchPolicy: 'store-and-network' },
  );
  const members = useStableIds(data.suggestedMembers);
  if (members.length === 0) return null;
  return (
    <SidebarBox id="feed-suggested-members" title="People to follow" onDismiss={onDismiss}>
      <ul className="suggestion-members">
        {members.map((member) => (
          <li key={member.id}>
            <Avatar name={member.displayName} color={member.avatarColor} size={36} />
            <span className="suggestion-member-name">
              <Link to={`/profile/${member.userId}`}>{member.displayName}</Link>
              <span className="muted">
                {member.username ? `@${member.username} · ` : ''}
                {followersLabel(member.followerCount)}
              </span>
            </span>
            <FollowMemberButton user={member} size="small" />
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}
