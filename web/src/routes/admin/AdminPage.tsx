// /admin (admin and godmin only): the dashboard. The counts that matter (open reports, flagged
// items, pending content, active bans, new members this week, open appeals), each leading into
// its queue and kept live by the admin queue subscription; the Performance area; the feature
// flags in force.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../routing';
import { useModerationQueueVersions } from '../../features/moderation/admin/useModerationQueueVersions';
import '../../features/moderation/admin/admin.css';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner, Spinner } from '../../ui/Spinner';
import type { AdminPageQuery } from './__generated__/AdminPageQuery.graphql';
import type { AdminPageCountsQuery } from './__generated__/AdminPageCountsQuery.graphql';

const query = graphql`
  query AdminPageQuery {
    viewer {
      id
      displayName
      role
    }
    moderationDashboard {
      ...AdminPage_counts @relay(mask: false)
    }
    featureFlags {
      passwordStrict
      breachCheck
      emailVerification
      moderation
      badges
    }
  }
`;

graphql`
  fragment AdminPage_counts on ModerationDashboard {
    openReports
    flaggedItems
    pendingContent
    activeBans
    newMembersThisWeek
    openAppeals
  }
`;

const countsQuery = graphql`
  query AdminPageCountsQuery {
    moderationDashboard {
      ...AdminPage_counts @relay(mask: false)
    }
  }
`;

type CountKey = 'openReports' | 'flaggedItems' | 'pendingContent' | 'activeBans' | 'newMembersThisWeek' | 'openAppeals';

/** Each count and the queue it leads into (/admin/moderation tabs). */
export const DASHBOARD_COUNTS: { key: CountKey; label: string; to: string; hint: string }[] = [
  { key: 'openReports', label: 'Open reports', to: '/admin/moderation?tab=reports', hint: 'User reports open or in review' },
  { key: 'flaggedItems', label: 'Flagged items', to: '/admin/moderation?tab=flagged', hint: 'Posts and comments with open flags' },
  { key: 'pendingContent', label: 'Pending content', to: '/admin/moderation?tab=pending', hint: 'Held for review' },
  { key: 'openAppeals', label: 'Open appeals', to: '/admin/moderation?tab=appeals', hint: 'Waiting for a decision' },
  { key: 'activeBans', label: 'Active bans', to: '/admin/moderation?tab=members&view=bans', hint: 'Temporary, permanent and shadow' },
  { key: 'newMembersThisWeek', label: 'New members this week', to: '/admin/moderation?tab=members', hint: 'Joined in the last 7 days' },
];

const FLAG_LABELS: { key: 'passwordStrict' | 'breachCheck' | 'emailVerification' | 'moderation' | 'badges'; label: string; description: string }[] = [
  { key: 'passwordStrict', label: 'Strict passwords', description: 'New passwords need upper and lower case letters and a number.' },
  { key: 'breachCheck', label: 'Breached-password check', description: 'New passwords are refused when known from data breaches.' },
  { key: 'emailVerification', label: 'Email verification', description: 'Members must verify their email before some actions.' },
  { key: 'moderation', label: 'Moderation tools', description: 'Reports, warnings and bans.' },
  { key: 'badges', label: 'Badges', description: 'Members earn badges and points for taking part.' },
];

export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminRoute />
    </RequireAdmin>
  );
}

function AdminRoute() {
  const queryRef = usePageQueryRef<AdminPageQuery>();
  return queryRef ? <AdminContent queryRef={queryRef} /> : <PageSpinner />;
}

/** The counts, read again whenever a queue changes (the page query filled the store first). */
function DashboardCounts({ version }: { version: number }) {
  const data = useLazyLoadQuery<AdminPageCountsQuery>(countsQuery, {}, { fetchKey: version, fetchPolicy: 'store-and-network' });
  const counts = data.moderationDashboard;
  return (
    <ul className="admin-counts" aria-label="Moderation at a glance">
      {DASHBOARD_COUNTS.map(({ key, label, to, hint }) => (
        <li key={key}>
          <Link to={to} className={`admin-count card card-link${counts[key] > 0 && key !== 'newMembersThisWeek' ? ' admin-count-attention' : ''}`}>
            <span className="admin-count-value" data-testid={`count-${key}`}>
              {counts[key]}
            </span>
            <span className="admin-count-label">{label}</span>
            <span className="admin-count-hint">{hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AdminContent({ queryRef }: { queryRef: PreloadedQuery<AdminPageQuery> }) {
  const data = usePreloadedQuery<AdminPageQuery>(query, queryRef);
  const versions = useModerationQueueVersions();
  return (
    <PageFrame
      title="Admin Dashboard"
      lead={data.viewer ? `Signed in as ${data.viewer.displayName} (${data.viewer.role === 'GODMIN' ? 'godmin' : 'admin'}).` : undefined}
      width="wide"
      actions={
        <Link to="/admin/moderation" className="button button-primary">
          Open moderation
        </Link>
      }
    >
      <Suspense fallback={<Spinner />}>
        <DashboardCounts version={versions.any} />
      </Suspense>
      <div className="card-grid">
        <Link to="/admin/moderation?tab=log" className="card card-link">
          <h2>Moderation log</h2>
          <p>Every action taken by moderators, with its reason.</p>
        </Link>
        <Link to="/admin/moderation?tab=members" className="card card-link">
          <h2>Members</h2>
          <p>Find a member, see their standing, warn or ban.</p>
        </Link>
        <Link to="/admin/performance" className="card card-link">
          <h2>Performance</h2>
          <p>How fast the site responds for members.</p>
        </Link>
        <Link to="/admin/jobs" className="card card-link">
          <h2>Job queue</h2>
          <p>Mail and background work waiting, running or failed; retry or drop dead jobs.</p>
        </Link>
      </div>
      <section className="card" aria-labelledby="flags-title">
        <h2 id="flags-title">Feature flags</h2>
        <p className="muted">Set by the server’s configuration. Shown here read-only.</p>
        <dl className="flag-list">
          {FLAG_LABELS.map(({ key, label, description }) => (
            <div key={key} className="flag-row">
              <dt>
                {label}
                <span className="field-hint">{description}</span>
              </dt>
              <dd className={data.featureFlags[key] ? 'flag-on' : 'flag-off'}>{data.featureFlags[key] ? 'On' : 'Off'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageFrame>
  );
}
