// /profile (login required): the member's own profile screen (features/profile/ProfileScreen:
// view, Edit/Save, Settings and Log Out) and their saved posts, from ProfilePageQuery.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ProfileScreen } from '../../features/profile/ProfileScreen';
import { ProfileSkeleton } from '../../features/profile/ProfileSkeleton';
import { RequireAuth } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql';
import { SavedPostsSection } from './SavedPostsSection';
import { BadgesSection } from '../../features/badges/BadgesSection';

const query = graphql`
  query ProfilePageQuery($savedCount: Int!) {
    ...SavedPostsSection_query @arguments(count: $savedCount)
    viewer {
      id
      ...BadgesSection_user
      profile {
        ...ProfileScreen_profile
      }
    }
    profileOptions {
      ...ProfileScreen_options
    }
  }
`;

export default function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileRoute />
    </RequireAuth>
  );
}

function ProfileRoute() {
  const queryRef = usePageQueryRef<ProfilePageQuery>();
  return queryRef ? <ProfileContent queryRef={queryRef} /> : <ProfileSkeleton />;
}

function ProfileContent({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const data = usePreloadedQuery<ProfilePageQuery>(query, queryRef);
  if (!data.viewer?.profile) return <ProfileSkeleton />;
  return (
    <>
      <ProfileScreen profile={data.viewer.profile} options={data.profileOptions} />
      <div className="page page-normal profile-badges">
        <BadgesSection user={data.viewer} />
      </div>
      <div className="page page-normal profile-saved">
        <SavedPostsSection query={data} />
      </div>
    </>
  );
}
