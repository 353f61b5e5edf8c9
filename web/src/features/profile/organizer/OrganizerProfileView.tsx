// The organizer view of /profile/{slug} (content spec §2 'Organizer profile page'): photo or avatar
// fallback, name and Verified badge, title and organization, bio, social links, expertise, the
// Follow button for signed-in members, followers and following counts, and Recent Posts or 'No
// posts yet'. An unknown slug is OrganizerNotFound: 'Profile Not Found' with 'Return Home'.
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../../routing';
import { Avatar } from '../../../ui/Avatar';
import { PageIcon } from '../../../ui/PageIcon';
import { usePageTitle } from '../../../ui/PageFrame';
import { PostSummaryList } from '../PostSummaryList';
import { FollowMemberButton } from '../../follows/FollowMemberButton';
import { FollowCounts } from '../FollowCounts';
import { useSession } from '../../session/useSession';
import type { OrganizerProfileView_profile$key } from './__generated__/OrganizerProfileView_profile.graphql';
import '../profile.css';
import './organizer.css';

export const ORGANIZER_NOT_FOUND = 'Profile Not Found';


export function OrganizerProfileView({ profile }: { profile: OrganizerProfileView_profile$key }) {
  const p = useFragment(
    graphql`
      fragment OrganizerProfileView_profile on OrganizerProfile {
        name
        title
        organization
        bio
        photoUrl
        avatarColor
        isVerified
        expertise
        socialLinks {
          label
          url
        }
        user {
          userId
          username
          followerCount
          followingCount
          ...FollowMemberButton_user
        }
        recentPosts {
          id
          path
          title
          excerpt(length: 160)
          upvotes
          commentCount
        }
      }
    `,
    profile,
  );
  const session = useSession();
  usePageTitle(p.name);
  return (
    <div className="page page-normal organizer-profile">
      <section className="card profile-hero" aria-label="Organizer">
        {p.photoUrl ? (
          <img className="organizer-photo" src={p.photoUrl} alt={p.name} width={96} height={96} referrerPolicy="no-referrer" />
        ) : (
          <Avatar name={p.name} color={p.avatarColor} size={96} />
        )}
        <div className="profile-identity">
          <h1 className="organizer-name">
            {p.name}
            {p.isVerified ? (
              <span className="organizer-verified">
                <PageIcon name="check" size={14} /> Verified
              </span>
            ) : null}
          </h1>
          <p className="organizer-role">
            {p.title} · {p.organization}
          </p>
          <p className="muted">
            <FollowCounts memberKey={p.user.username ?? String(p.user.userId)} memberName={p.name} followerCount={p.user.followerCount} followingCount={p.user.followingCount} />
          </p>
        </div>
        {session.isAuthenticated ? (
          <div className="profile-actions">
            <FollowMemberButton user={p.user} />
          </div>
        ) : null}
      </section>

      {p.bio || p.socialLinks.length > 0 || p.expertise.length > 0 ? (
        <section className="card" aria-labelledby="organizer-about">
          <h2 id="organizer-about">About</h2>
          {p.bio ? <p className="organizer-bio">{p.bio}</p> : null}
          {p.expertise.length > 0 ? (
            <ul className="chip-list" aria-label="Expertise">
              {p.expertise.map((topic) => (
                <li key={topic} className="chip">
                  {topic}
                </li>
              ))}
            </ul>
          ) : null}
          {p.socialLinks.length > 0 ? (
            <ul className="organizer-links" aria-label="Links">
              {p.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    <PageIcon name="external" size={14} /> {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section className="card" aria-labelledby="organizer-posts">
        <h2 id="organizer-posts">Recent Posts</h2>
        <PostSummaryList posts={p.recentPosts} />
      </section>
    </div>
  );
}

export function OrganizerNotFound() {
  usePageTitle(ORGANIZER_NOT_FOUND);
  return (
    <div className="page page-narrow">
      <section className="card organizer-not-found">
        <h1>{ORGANIZER_NOT_FOUND}</h1>
        <p>
          <Link to="/" className="button button-primary">
            <PageIcon name="home" /> Return Home
          </Link>
        </p>
      </section>
    </div>
  );
}
