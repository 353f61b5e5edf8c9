// /admin/moderation (admin and godmin only).
import { Link } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

export default function AdminModerationPage() {
  return (
    <RequireAdmin>
      <PageFrame title="Moderation" lead="Review what members report and act on accounts that break the rules.">
        <PlannedSection title="The moderation queue is coming">
          <p>
            This page will list reports about posts, comments and members, updating live as new ones arrive, with the
            reason and details given. From here admins will resolve reports with notes, issue warnings with a severity
            from Minor to Critical, and apply temporary, permanent or shadow bans.
          </p>
          <p>No reports are shown because reporting opens with the moderation release.</p>
        </PlannedSection>
        <p>
          <Link to="/admin">Back to the dashboard</Link>
        </p>
      </PageFrame>
    </RequireAdmin>
  );
}
