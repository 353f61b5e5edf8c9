// The head of a community's page (content spec §2 /c/{slug}): icon, name, address,
// description, member and post counts, category, the 'Active' label, the viewer's role, and
// Join / Leave.
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import type { CommunityHeader_community$key } from './__generated__/CommunityHeader_community.graphql';
import { CommunityIcon } from './CommunityIcon';
import { membersLabel, postsLabel } from './communityRules';
import { JoinCommunityButton } from './JoinCommunityButton';
import { RoleBadge } from './RoleBadge';

export function CommunityHeader({ community, onLeft }: { community: CommunityHeader_community$key; onLeft?: () => void }) {
  const data = useFragment(
    graphql`
      fragment CommunityHeader_community on Community {
        slug
        displayName
        description
        icon
        category
        memberCount
        postCount
        isActive
        isPrivate
        viewerRole
        ...JoinCommunityButton_community
      }
    `,
    community,
  );
  return (
    <header className="card community-header">
      <CommunityIcon icon={data.icon} name={data.displayName} size="large" />
      <div>
        <h1>{data.displayName}</h1>
        <p className="community-header-slug muted">
          c/{data.slug}
          {data.isPrivate ? <span className="pill pill-muted">Private</span> : null}
          {data.isActive ? <span className="pill pill-active community-pill">Active</span> : null}
          {data.viewerRole ? <span className="community-pill"><RoleBadge role={data.viewerRole} showMember /></span> : null}
        </p>
        {data.description ? <p className="community-header-description">{data.description}</p> : null}
        <ul className="community-stats" aria-label="About this community">
          <li>
            <strong>{membersLabel(data.memberCount)}</strong>
          </li>
          <li>
            <strong>{postsLabel(data.postCount)}</strong>
          </li>
          {data.category ? (
            <li>
              <Link to={`/explore?category=${encodeURIComponent(data.category)}`}>{data.category}</Link>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="community-header-actions">
        <JoinCommunityButton community={data} onLeft={onLeft} />
      </div>
    </header>
  );
}
