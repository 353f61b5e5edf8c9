// A community in the directory (/explore, /communities/coffee, /private-channels): icon, name
// (a link to its page), the 'Active' label (more than 10 posts, spec §3), category,
// description, member and post counts, the viewer's role and Join / Leave in place.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import type { CommunityCard_community$key } from './__generated__/CommunityCard_community.graphql';
import { CommunityIcon } from './CommunityIcon';
import { communityPath } from './communityAddresses';
import { membersLabel, postsLabel } from './communityRules';
import { JoinCommunityButton } from './JoinCommunityButton';
import { RoleBadge } from './RoleBadge';

export function CommunityCard({ community }: { community: CommunityCard_community$key }) {
  const data = useFragment(
    graphql`
      fragment CommunityCard_community on Community {
        id
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
  const titleId = useId();
  return (
    <article className="card community-card" aria-labelledby={titleId}>
      <header className="community-card-head">
        <CommunityIcon icon={data.icon} name={data.displayName} />
        <div className="community-card-title">
          <h2 id={titleId}>
            <Link to={communityPath(data)}>{data.displayName}</Link>
          </h2>
          <p className="community-card-labels">
            {data.isActive ? <span className="pill pill-active">Active</span> : null}
            {data.isPrivate ? <span className="pill pill-muted">Private</span> : null}
            {data.viewerRole ? <RoleBadge role={data.viewerRole} /> : null}
            {data.category ? <span className="muted">{data.category}</span> : null}
          </p>
        </div>
      </header>
      {data.description ? <p className="community-card-description">{data.description}</p> : null}
      <footer className="community-card-foot">
        <span className="muted">
          {membersLabel(data.memberCount)} · {postsLabel(data.postCount)}
        </span>
        <JoinCommunityButton community={data} size="small" />
      </footer>
    </article>
  );
}
