// /admin/performance (admin and godmin only): page speed as members who agreed to analytics
// measured it, against the thresholds, and the short-video share summary, over 1, 7 or 30 days
// (?days=, read by the route loader). The charts (chart.js) load with this page only.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from '../../routing';
import { RequireAdmin } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import { PERFORMANCE_DAY_CHOICES, performanceSearch, readPerformanceDays } from '../../features/performance/performanceParams';
import { WebVitalsSection } from '../../features/performance/WebVitalsSection';
import { ShortVideoSection } from '../../features/performance/ShortVideoSection';
import '../../features/performance/performance.css';
import type { AdminPerformancePageQuery } from './__generated__/AdminPerformancePageQuery.graphql';

const query = graphql`
  query AdminPerformancePageQuery($days: Int!) {
    adminPerformance(days: $days) {
      ...WebVitalsSection_performance
      ...ShortVideoSection_performance
    }
    featureFlags {
      shortVideoShare
    }
  }
`;

const periodLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

export default function AdminPerformancePage() {
  return (
    <RequireAdmin>
      <PerformanceRoute />
    </RequireAdmin>
  );
}

function PerformanceRoute() {
  const queryRef = usePageQueryRef<AdminPerformancePageQuery>();
  const [params] = useSearchParams();
  const days = readPerformanceDays(params);
  return (
    <PageFrame
      title="Performance"
      lead="How quickly pages load and respond for members who agreed to analytics, and how short-video sharing is used."
      width="wide"
      actions={
        <nav className="perf-period" aria-label="Period">
          {PERFORMANCE_DAY_CHOICES.map((choice) => (
            <Link key={choice} to={`/admin/performance${performanceSearch(choice)}`} aria-current={choice === days ? 'page' : undefined} className="perf-period-choice">
              {periodLabel(choice)}
            </Link>
          ))}
        </nav>
      }
    >
      {queryRef ? (
        <Suspense fallback={<PageSpinner />}>
          <PerformanceContent queryRef={queryRef} />
        </Suspense>
      ) : (
        <PageSpinner />
      )}
      <p>
        <Link to="/admin">Back to the dashboard</Link>
      </p>
    </PageFrame>
  );
}

function PerformanceContent({ queryRef }: { queryRef: PreloadedQuery<AdminPerformancePageQuery> }) {
  const data = usePreloadedQuery<AdminPerformancePageQuery>(query, queryRef);
  return (
    <>
      <WebVitalsSection performance={data.adminPerformance} />
      <ShortVideoSection performance={data.adminPerformance} enabled={data.featureFlags.shortVideoShare} />
    </>
  );
}
