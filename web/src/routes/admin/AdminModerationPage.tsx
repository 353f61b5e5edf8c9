// /admin/moderation (admin and godmin only): the moderation queues in tabs, addressable by
// ?tab= (pending, flagged, reports, appeals, log, members). One live subscription for the page
// gives each queue a `version` that changes whenever its kind of item changes anywhere (another
// admin, another instance), so every open admin screen stays current without a reload.
import { Suspense, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from '../../routing';
import { FlaggedContentQueue } from '../../features/moderation/FlaggedContentQueue';
import { PendingCommentsList } from '../../features/moderation/PendingCommentsList';
import { PendingPostsList } from '../../features/moderation/PendingPostsList';
import { UserReportQueue } from '../../features/moderation/UserReportQueue';
import { AppealsQueue } from '../../features/moderation/admin/AppealsQueue';
import { MembersPanel } from '../../features/moderation/admin/MembersPanel';
import { ModerationLog } from '../../features/moderation/admin/ModerationLog';
import { useModerationQueueVersions, type QueueVersions } from '../../features/moderation/admin/useModerationQueueVersions';
import '../../features/moderation/admin/admin.css';
import { EMPTY_QUEUE_MESSAGE } from '../../features/moderation/reviewQueue';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner, Spinner } from '../../ui/Spinner';
import type { AdminModerationPageQuery } from './__generated__/AdminModerationPageQuery.graphql';
import type { AdminModerationPageCountsQuery } from './__generated__/AdminModerationPageCountsQuery.graphql';

const query = graphql`
  query AdminModerationPageQuery($postCount: Int!, $commentCount: Int!) {
    ...PendingPostsList_query @arguments(count: $postCount)
    ...PendingCommentsList_query @arguments(count: $commentCount)
  }
`;

const countsQuery = graphql`
  query AdminModerationPageCountsQuery {
    moderationDashboard {
      ...AdminPage_counts @relay(mask: false)
    }
  }
`;

type CountKey = 'pendingContent' | 'flaggedItems' | 'openReports' | 'openAppeals';
export const MODERATION_TABS: { id: string; label: string; count?: CountKey }[] = [
  { id: 'pending', label: 'Pending content', count: 'pendingContent' },
  { id: 'flagged', label: 'Flagged', count: 'flaggedItems' },
  { id: 'reports', label: 'Reports', count: 'openReports' },
  { id: 'appeals', label: 'Appeals', count: 'openAppeals' },
  { id: 'log', label: 'Moderation log' },
  { id: 'members', label: 'Members' },
];
const tabIds = MODERATION_TABS.map((t) => t.id);

export default function AdminModerationPage() {
  return (
    <RequireAdmin>
      <AdminModerationRoute />
    </RequireAdmin>
  );
}

function AdminModerationRoute() {
  const queryRef = usePageQueryRef<AdminModerationPageQuery>();
  return queryRef ? <AdminModerationContent queryRef={queryRef} /> : <PageSpinner />;
}

function AdminModerationContent({ queryRef }: { queryRef: PreloadedQuery<AdminModerationPageQuery> }) {
  const [params] = useSearchParams();
  const tab = tabIds.includes(params.get('tab') ?? '') ? params.get('tab')! : 'pending';
  const versions = useModerationQueueVersions();

  return (
    <PageFrame
      title="Moderation"
      lead="Held and flagged content, reports about members, appeals and the record of every action. Everything here updates live."
      width="wide"
      actions={
        <Link to="/admin" className="button">
          Back to the dashboard
        </Link>
      }
    >
      <TabBar current={tab} version={versions.any} />
      <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <ErrorBoundary key={tab}>
          <Suspense fallback={<Spinner />}>
            <TabBody tab={tab} versions={versions} queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </PageFrame>
  );
}

function TabBody({ tab, versions, queryRef }: { tab: string; versions: QueueVersions; queryRef: PreloadedQuery<AdminModerationPageQuery> }) {
  switch (tab) {
    case 'flagged':
      return <FlaggedContentQueue version={versions.FLAG} />;
    case 'reports':
      return <UserReportQueue version={versions.REPORT} />;
    case 'appeals':
      return <AppealsQueue version={versions.APPEAL} />;
    case 'log':
      return <ModerationLog version={versions.any} />;
    case 'members':
      return <MembersPanel />;
    default:
      return <PendingQueue queryRef={queryRef} version={versions.PENDING + versions.FLAG} />;
  }
}

/** The tabs, with the open counts of the queues (read again on every queue change). */
function TabBar({ current, version }: { current: string; version: number }) {
  const navigate = useNavigate();
  // On narrow screens the tab bar scrolls: keep the open tab in view.
  useEffect(() => {
    document.getElementById(`tab-${current}`)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = tabIds.indexOf(current);
    const next = tabIds[(at + (event.key === 'ArrowRight' ? 1 : tabIds.length - 1)) % tabIds.length]!;
    navigate(`/admin/moderation?tab=${next}`, { replace: true });
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="admin-tabs" role="tablist" aria-label="Moderation queues" onKeyDown={onKeyDown}>
      {MODERATION_TABS.map((t) => (
        <Link
          key={t.id}
          id={`tab-${t.id}`}
          role="tab"
          to={`/admin/moderation?tab=${t.id}`}
          replace
          aria-selected={current === t.id}
          aria-controls={`tabpanel-${t.id}`}
          tabIndex={current === t.id ? 0 : -1}
          className="admin-tab"
        >
          {t.label}
          {t.count ? (
            <Suspense fallback={null}>
              <TabCount countKey={t.count} version={version} />
            </Suspense>
          ) : null}
        </Link>
      ))}
    </div>
  );
}

function TabCount({ countKey, version }: { countKey: CountKey; version: number }) {
  const data = useLazyLoadQuery<AdminModerationPageCountsQuery>(countsQuery, {}, { fetchKey: version, fetchPolicy: 'store-and-network' });
  const n = data.moderationDashboard[countKey];
  return (
    <span className={`admin-tab-count${n > 0 ? ' admin-tab-count-attention' : ''}`} aria-label={`${n} open`} data-testid={`tab-count-${countKey}`}>
      {n}
    </span>
  );
}

/** The posts and comments held for review (the page query), fetched again on each change. */
function PendingQueue({ queryRef, version }: { queryRef: PreloadedQuery<AdminModerationPageQuery>; version: number }) {
  const data = usePreloadedQuery<AdminModerationPageQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const [postCount, setPostCount] = useState<number | null>(null);
  const [commentCount, setCommentCount] = useState<number | null>(null);
  const onPostCount = useCallback((n: number) => setPostCount(n), []);
  const onCommentCount = useCallback((n: number) => setCommentCount(n), []);
  useEffect(() => {
    if (version === 0) return;
    // The first page of each list again: Relay's connection handler replaces the edges.
    const subscription = fetchQuery(environment, query, queryRef.variables).subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [environment, queryRef.variables, version]);
  const empty = postCount === 0 && commentCount === 0;
  return (
    <>
      {empty ? (
        <section className="card empty-state" aria-label="Review queue">
          <p>{EMPTY_QUEUE_MESSAGE}</p>
        </section>
      ) : null}
      <PendingPostsList query={data} onCount={onPostCount} />
      <PendingCommentsList query={data} onCount={onCommentCount} />
    </>
  );
}
