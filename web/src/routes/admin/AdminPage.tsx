// /admin (admin and godmin only): the dashboard. Shows the feature flags in force and
// leads to the moderation and performance areas.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { AdminPageQuery } from './__generated__/AdminPageQuery.graphql';

const query = graphql`
  query AdminPageQuery {
    viewer {
      id
      displayName
      role
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

function AdminContent({ queryRef }: { queryRef: PreloadedQuery<AdminPageQuery> }) {
  const data = usePreloadedQuery<AdminPageQuery>(query, queryRef);
  return (
    <PageFrame title="Admin Dashboard" lead={data.viewer ? `Signed in as ${data.viewer.displayName} (${data.viewer.role === 'GODMIN' ? 'godmin' : 'admin'}).` : undefined} width="wide">
      <div className="card-grid">
        <Link to="/admin/moderation" className="card card-link">
          <h2>Moderation</h2>
          <p>Review the posts and comments held by the automatic check.</p>
        </Link>
        <Link to="/admin/performance" className="card card-link">
          <h2>Performance</h2>
          <p>How fast the site responds for members.</p>
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
