// /admin/performance (admin and godmin only).
import { Link } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { PageFrame, PlannedSection } from '../../ui/PageFrame';

export default function AdminPerformancePage() {
  return (
    <RequireAdmin>
      <PageFrame title="Performance" lead="How quickly pages load and respond for members.">
        <PlannedSection title="Performance reports are coming">
          <p>
            This page will summarise page-load measurements (largest contentful paint, first input delay, layout shift,
            first contentful paint and time to first byte) against good and poor thresholds. The measurements are
            collected without identifying anyone.
          </p>
          <p>No measurements are shown because collection has not started yet.</p>
        </PlannedSection>
        <p>
          <Link to="/admin">Back to the dashboard</Link>
        </p>
      </PageFrame>
    </RequireAdmin>
  );
}
