// The admin "User reports" tab body (mounted by /admin/moderation). Interface agreed in
// /work/issue10-plan.md: `version` increases on each live report change (a new report, another
// admin's decision), and the list is fetched again then. A status filter (open by default), newest
// first, 20 at a time with 'Show more reports'. A report whose status changes here leaves a
// filtered list at once.
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { FormMessage } from '../../ui/Field';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../session/useSession';
import type { UserReportQueueQuery, UserReportStatus } from './__generated__/UserReportQueueQuery.graphql';
import type { UserReportQueue_query$key } from './__generated__/UserReportQueue_query.graphql';
import type { UserReportQueuePaginationQuery } from './__generated__/UserReportQueuePaginationQuery.graphql';
import { REPORT_STATUS_LABELS, UserReportItem } from './UserReportItem';
import './reports.css';

export interface UserReportQueueProps {
  version: number;
}

export const REPORT_PAGE_SIZE = 20;
type Filter = Exclude<UserReportStatus, '%future added value'> | 'ALL';
const FILTERS: Filter[] = ['OPEN', 'REVIEWING', 'RESOLVED', 'DISMISSED', 'ALL'];
const filterLabel = (filter: Filter) => (filter === 'ALL' ? 'All' : REPORT_STATUS_LABELS[filter]!);

const EMPTY: Record<Filter, string> = {
  OPEN: 'No open reports. New reports appear here as members file them.',
  REVIEWING: 'No reports are in review.',
  RESOLVED: 'No resolved reports yet.',
  DISMISSED: 'No dismissed reports yet.',
  ALL: 'No member has been reported yet.',
};

const query = graphql`
  query UserReportQueueQuery($status: UserReportStatus, $count: Int!) {
    ...UserReportQueue_query @arguments(status: $status, count: $count)
  }
`;

export function UserReportQueue({ version }: UserReportQueueProps) {
  const [filter, setFilter] = useState<Filter>('OPEN');
  const [, startTransition] = useTransition();
  return (
    <section className="report-queue" aria-labelledby="report-queue-title">
      <div className="report-queue-controls">
        <h2 id="report-queue-title" className="visually-hidden">
          User reports
        </h2>
        <div className="report-filter" role="group" aria-label="Report status">
          {FILTERS.map((f) => (
            <button key={f} type="button" className="report-filter-chip" aria-pressed={filter === f} onClick={() => startTransition(() => setFilter(f))}>
              {filterLabel(f)}
            </button>
          ))}
        </div>
      </div>
      <QuietBoundary fallback={<FormMessage tone="error">The reports could not be loaded. Please reload the page.</FormMessage>}>
        <Suspense fallback={<Spinner label="Loading reports…" />}>
          <ReportList filter={filter} version={version} />
        </Suspense>
      </QuietBoundary>
    </section>
  );
}

function ReportList({ filter, version }: { filter: Filter; version: number }) {
  const data = useLazyLoadQuery<UserReportQueueQuery>(
    query,
    { status: filter === 'ALL' ? null : filter, count: REPORT_PAGE_SIZE },
    { fetchKey: version, fetchPolicy: 'store-and-network' },
  );
  return <ReportPages query={data} filter={filter} />;
}

function ReportPages({ query: queryRef, filter }: { query: UserReportQueue_query$key; filter: Filter }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<UserReportQueuePaginationQuery, UserReportQueue_query$key>(
    graphql`
      fragment UserReportQueue_query on Query
      @argumentDefinitions(status: { type: "UserReportStatus" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "UserReportQueuePaginationQuery") {
        userReports(status: $status, first: $count, after: $cursor) @connection(key: "UserReportQueue_userReports", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              status
              ...UserReportItem_report
            }
          }
        }
      }
    `,
    queryRef,
  );
  const session = useSession();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const nodes = data.userReports.edges
    .map((edge) => edge?.node)
    .filter((node): node is NonNullable<typeof node> => node != null)
    // A report moved on from this status here leaves the list at once.
    .filter((node) => filter === 'ALL' || node.status === filter);

  if (nodes.length === 0 && !hasNext) {
    return (
      <div className="card empty-state">
        <p>{EMPTY[filter]}</p>
      </div>
    );
  }
  const more = () => {
    setLoadError(null);
    startTransition(() => {
      loadNext(REPORT_PAGE_SIZE, { onComplete: (error) => (error ? setLoadError(userMessage(error, 'Could not load more reports.')) : undefined) });
    });
  };
  return (
    <>
      <p className="muted">
        {data.userReports.totalCount} {filter === 'ALL' ? 'reports' : `${filterLabel(filter).toLowerCase()}`}
        {data.userReports.totalCount > nodes.length ? ` (${nodes.length} shown, newest first)` : ''}
      </p>
      <ul className="report-list" aria-label="User reports">
        {nodes.map((node) => (
          <li key={node.id}>
            <UserReportItem report={node} viewerUserId={session.user?.userId ?? null} />
          </li>
        ))}
      </ul>
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {hasNext ? (
        <div className="button-row list-more">
          <button type="button" className="button" onClick={more} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Show more reports'}
          </button>
        </div>
      ) : null}
    </>
  );
}
