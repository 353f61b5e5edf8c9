// /profile/:userId: another member's profile. Public profiles arrive with the profiles
// release; your own id or username redirects to /profile.
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../features/session/useSession';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

export default function MemberProfilePage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const user = session.user;
  if (user && (String(user.userId) === userId || (user.username && user.username.toLowerCase() === userId.toLowerCase()))) {
    return <Navigate to="/profile" replace />;
  }
  return (
    <PageFrame title="Member profile" lead="Profiles show what a member chose to share, and nothing else.">
      <PlannedSection title="Member profiles are coming">
        <p>
          Soon this page will show the member’s display name, bio, posts and badges, as far as their privacy setting
          allows: some members show their profile to everyone, some only to signed-in members, and some to nobody.
        </p>
        <p>Email addresses are never shown on profiles.</p>
      </PlannedSection>
      <p>
        <Link to="/">Back to the homepage</Link>
      </p>
    </PageFrame>
  );
}
