// The signed-in member's warnings (spec §3 Warning, §5 severity labels): newest first, 20 a page
// (spec §9) with Show more, each with its type, severity label, reason, details and date, and
// Acknowledge until acknowledged (struck warnings say they no longer count). Never who issued
// them. Interface agreed in /work/issue10-plan.md: embedded in the Account standing page, inside
// its Suspense boundary.
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { formatDateTime } from './admin/actionLabels';
import type { MyWarningsListQuery } from './__generated__/MyWarningsListQuery.graphql';
import type { MyWarningsList_viewer$key } from './__generated__/MyWarningsList_viewer.graphql';
import { useAcknowledgeWarningMutation } from './useAcknowledgeWarningMutation';
import './sanctions.css';

const query = graphql`
  query MyWarningsListQuery {
    viewer {
      ...MyWarningsList_viewer
    }
  }
`;

export function MyWarningsList() {
  const data = useLazyLoadQuery<MyWarningsListQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  if (!data.viewer) return <p className="muted">Sign in to see your warnings.</p>;
  return <WarningsList viewer={data.viewer} />;
}

function WarningsList({ viewer }: { viewer: MyWarningsList_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MyWarningsList_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "MyWarningsListPaginationQuery") {
        unacknowledgedWarningCount
        warnings(first: $count, after: $cursor) @connection(key: "MyWarningsList_warnings") {
          totalCount
          edges {
            node {
              id
              warningTypeLabel
              reason
              details
              severity
              severityLabel
              acknowledgedAt
              struckAt
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const [acknowledge, pendingId] = useAcknowledgeWarningMutation();
  const edges = data.warnings?.edges ?? [];
  if (edges.length === 0) return <p className="muted">You have no warnings.</p>;
  const open = data.unacknowledgedWarningCount ?? 0;
  return (
    <div className="my-warnings">
      <p className="muted" aria-live="polite">
        {open > 0 ? `${open} warning${open === 1 ? '' : 's'} to acknowledge.` : 'You have acknowledged every warning.'}
      </p>
      <ul className="warning-list">
        {edges.map(({ node: w }) => (
          <li key={w.id} className={`warning-item${w.struckAt ? ' warning-struck' : ''}`}>
            <div className="warning-head">
              <span className={`severity-badge severity-${w.severity}`}>{w.severityLabel}</span>
              <strong>{w.warningTypeLabel}</strong>
              <time className="muted" dateTime={w.createdAt}>
                {formatDateTime(w.createdAt)}
              </time>
            </div>
            <p className="warning-reason">{w.reason}</p>
            {w.details ? <p className="muted warning-details">{w.details}</p> : null}
            <div className="warning-foot">
              {w.struckAt ? (
                <span className="muted">Struck: it no longer counts against you.</span>
              ) : w.acknowledgedAt ? (
                <span className="muted">Acknowledged {formatDateTime(w.acknowledgedAt)}</span>
              ) : (
                <button type="button" className="button button-small button-primary" disabled={pendingId === w.id} aria-busy={pendingId === w.id || undefined} onClick={() => acknowledge(w.id)}>
                  {pendingId === w.id ? 'Acknowledging…' : 'Acknowledge'}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {hasNext ? (
        <button type="button" className="button" onClick={() => loadNext(20)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
