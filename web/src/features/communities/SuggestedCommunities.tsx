// Up to 3 communities suggested after posting (content spec §2 'Post-created dialog', §9): the
// server's suggestions (public communities the viewer neither follows nor belongs to, near
// their sector and follows first). Each can be joined in place. A failure leaves the section
// out: it is only a suggestion.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import type { SuggestedCommunitiesQuery } from './__generated__/SuggestedCommunitiesQuery.graphql';
import { CommunityIcon } from './CommunityIcon';
import { communityPath } from './communityAddresses';
import { SUGGESTED_COMMUNITIES, membersLabel } from './communityRules';
import { JoinCommunityButton } from './JoinCommunityButton';
import './communities.css';
import { QuietBoundary } from '../../ui/QuietBoundary';

const query = graphql`
  query SuggestedCommunitiesQuery($first: Int!) {
    suggestedCommunities(first: $first) {
      id
      slug
      displayName
      icon
      isPrivate
      memberCount
      ...JoinCommunityButton_community
    }
  }
`;

export function SuggestedCommunities({ onNavigate }: { onNavigate: () => void }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SuggestionList onNavigate={onNavigate} />
      </Suspense>
    </QuietBoundary>
  );
}

function SuggestionList({ onNavigate }: { onNavigate: () => void }) {
  // Fetched anew for each dialog: the viewer's communities change as they join.
  const data = useLazyLoadQuery<SuggestedCommunitiesQuery>(query, { first: SUGGESTED_COMMUNITIES }, { fetchPolicy: 'network-only' });
  const suggestions = data.suggestedCommunities;
  if (suggestions.length === 0) return null;
  return (
    <section className="suggested-communities" aria-labelledby="suggested-communities-title">
      <h3 id="suggested-communities-title">Communities you might like</h3>
      <ul className="member-list">
        {suggestions.map((community) => (
          <li key={community.id} className="suggested-community">
            <CommunityIcon icon={community.icon} name={community.displayName} size="small" />
            <span className="suggested-community-name">
              <Link to={communityPath(community)} onClick={onNavigate}>
                {community.displayName}
              </Link>
              <span className="muted">{membersLabel(community.memberCount)}</span>
            </span>
            <JoinCommunityButton community={community} size="small" />
          </li>
        ))}
      </ul>
    </section>
  );
}
