// /profile/:userId: a member's profile by numeric id or username (content spec §2 'Member profile
// screen'); one's own id or username goes to /profile. An organizer's slug shows the organizer
// view (features/profile/organizer). Who may see it is the server's rule:
// outside it, as for an unknown member, the page says 'Profile not found'.
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useParams } from '../../routing';
import { ProfileScreen } from '../../features/profile/ProfileScreen';
import { ProfileSkeleton } from '../../features/profile/ProfileSkeleton';
import { useSession } from '../../features/session/useSession';
import { PageFrame } from '../../ui/PageFrame';
import type { MemberProfilePageQuery } from './__generated__/MemberProfilePageQuery.graphql';
import { BadgesSection } from '../../features/badges/BadgesSection';
import { OrganizerNotFound, OrganizerProfileView } from '../../features/profile/organizer/OrganizerProfileView';

/** Organizer slugs are lower-case words joined by hyphens (domain/profiles/organizers.ts). */
const SLUG_SHAPED = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROFILE_LOAD_FAILED = 'Failed to load profile';

function Missing({ message }: { message: string }) {
  return (
    <PageFrame title="Profile">
      <p className="card notice">{message}</p>
      <p>
        <Link to="/">Back to the homepage</Link>
      </p>
    </PageFrame>
  );
}

class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Missing message={PROFILE_LOAD_FAILED} /> : this.props.children;
  }
}

export default function MemberProfilePage() {
  const { userId = '' } = useParams();
  const user = useSession().user;
  if (user && (String(user.userId) === userId || (user.username && user.username.toLowerCase() === userId.toLowerCase()))) {
    return <Navigate to="/profile" replace />;
  }
  return (
    <LoadFailure key={userId}>
      <Suspense fallback={<ProfileSkeleton />}>
        <MemberProfile profileKey={userId} />
      </Suspense>
    </LoadFailure>
  );
}

function MemberProfile({ profileKey }: { profileKey: string }) {
  const data = useLazyLoadQuery<MemberProfilePageQuery>(
    graphql`
      query MemberProfilePageQuery($key: String!) {
        organizerProfile(slug: $key) {
          ...OrganizerProfileView_profile
        }
        memberProfile(key: $key) {
          ...ProfileScreen_profile
          user {
            ...BadgesSection_user
          }
        }
        profileOptions {
          ...ProfileScreen_options
        }
      }
    `,
    { key: profileKey },
    { fetchPolicy: 'store-and-network' },
  );
  // Spec §2 routes: the organizer view when the segment is an organizer's slug, else the member.
  if (data.organizerProfile) return <OrganizerProfileView profile={data.organizerProfile} />;
  if (!data.memberProfile) return SLUG_SHAPED.test(profileKey) ? <OrganizerNotFound /> : <Missing message={PROFILE_NOT_FOUND} />;
  return (
    <>
      <ProfileScreen profile={data.memberProfile} options={data.profileOptions} />
      <div className="page page-normal profile-badges">
        <BadgesSection user={data.memberProfile.user} />
      </div>
    </>
  );
}
