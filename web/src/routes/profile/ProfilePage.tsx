// /profile (login required): the member's own profile and saved posts, from ProfilePageQuery.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { RequireAuth } from '../../features/session/RequireAuth';
import { VISIBILITY_OPTIONS } from '../../features/settings/PrivacySettingsSection';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { Avatar } from '../../ui/Avatar';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql';
import { SavedPostsSection } from './SavedPostsSection';

const query = graphql`
  query ProfilePageQuery($savedCount: Int!) {
    ...SavedPostsSection_query @arguments(count: $savedCount)
    viewer {
      id
      userId
      username
      displayName
      avatarColor
      role
      totalPoints
      badgeCount
      createdAt
      settings {
        privacy {
          profileVisibility
          allowDirectMessages
        }
      }
    }
  }
`;

const ROLE_LABEL: Record<string, string> = { MEMBER: 'Member', ADMIN: 'Admin', GODMIN: 'Admin (full access)' };

function formatDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export default function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileRoute />
    </RequireAuth>
  );
}

function ProfileRoute() {
  const queryRef = usePageQueryRef<ProfilePageQuery>();
  return queryRef ? <ProfileContent queryRef={queryRef} /> : <PageSpinner />;
}

function ProfileContent({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const data = usePreloadedQuery<ProfilePageQuery>(query, queryRef);
  const { viewer } = data;
  if (!viewer) return <PageSpinner label="Checking your session…" />;
  const joined = formatDate(viewer.createdAt);
  const visibility = VISIBILITY_OPTIONS.find((o) => o.value === viewer.settings?.privacy.profileVisibility) ?? VISIBILITY_OPTIONS[1];

  return (
    <PageFrame
      title="Your profile"
      actions={
        <Link to="/settings" className="button">
          Edit settings
        </Link>
      }
    >
      <section className="card profile-card" aria-label="Profile summary">
        <Avatar name={viewer.displayName} color={viewer.avatarColor} size={72} />
        <div className="profile-identity">
          <h2>{viewer.displayName}</h2>
          <p className="muted">
            {viewer.username ? `@${viewer.username}` : <Link to="/settings#username">Choose a username</Link>}
          </p>
          <p className="profile-meta">
            <span>{ROLE_LABEL[viewer.role] ?? 'Member'}</span>
            {joined ? <span>Joined {joined}</span> : null}
          </p>
        </div>
        <dl className="stat-list">
          <div>
            <dt>Points</dt>
            <dd>{viewer.totalPoints}</dd>
          </div>
          <div>
            <dt>Badges</dt>
            <dd>{viewer.badgeCount}</dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="who-sees">
        <h2 id="who-sees">Who can see this profile</h2>
        <p>
          <strong>{visibility.label}.</strong> {visibility.description}
        </p>
        <p>
          Direct messages from other members are{' '}
          <strong>{viewer.settings?.privacy.allowDirectMessages === false ? 'turned off' : 'allowed'}</strong>.{' '}
          <Link to="/settings#privacy">Change privacy settings</Link>
        </p>
      </section>

      <SavedPostsSection query={data} />

      <PlannedSection title="Bio, posts and badges are coming">
        <p>
          Editing a short bio, listing your posts and comments, and showing the badges you earn will arrive together with
          the community feed. Until then this page shows what your account holds today.
        </p>
      </PlannedSection>
    </PageFrame>
  );
}
