// What a page shows when it fails (spec §2, §8; content spec §2, §4):
// - its code could not be loaded: 'Page Loading Issue' (Refresh Page, Go Back);
// - its data could not be loaded: one automatic retry after 1.5 s, then 'Unable to Load
//   Page' (Refresh Page, Try Again);
// - anything else: 'Something went wrong' (Try Again, disabled after 3 retries, Reload Page).
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from '../routing';
import { ApiError, NetworkError } from '../relay/errors';
import { PageLoadingIssue, SomethingWentWrong, UnableToLoadPage } from '../ui/ErrorPanels';
import { PageSpinner } from '../ui/Spinner';
import { isChunkLoadError } from './lazyPage';

export const AUTO_RETRY_DELAY_MS = 1500;
/** Failed loads of a page before the fallback shows: the first is retried by itself (content spec §4). */
export const FAILURES_BEFORE_FALLBACK = 2;

/** After `failures` failed loads in a row: retry by itself, or show the fallback. */
export function afterLoadFailure(failures: number): 'autoRetry' | 'fallback' {
  return failures >= FAILURES_BEFORE_FALLBACK ? 'fallback' : 'autoRetry';
}
const dataFailures = new Map<string, number>();
const renderRetries = new Map<string, number>();

function isDataError(error: unknown): error is NetworkError | ApiError {
  return error instanceof NetworkError || error instanceof ApiError;
}

/**
 * Loads the current address again: a navigation to the same URL re-runs the loaders and,
 * being a new location, resets the router's error boundary.
 */
function useReloadRoute(): { pageKey: string; reload: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const target = location.pathname + location.search + location.hash;
  const reload = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);
  return { pageKey: location.pathname + location.search, reload };
}

function DataFailure({ error }: { error: NetworkError | ApiError }) {
  const { pageKey, reload } = useReloadRoute();
  // This failure, and the ones before it (counted when their retry started).
  const failures = (dataFailures.get(pageKey) ?? 0) + 1;
  const autoRetrying = afterLoadFailure(failures) === 'autoRetry';

  useEffect(() => {
    if (!autoRetrying) return;
    const timer = setTimeout(() => {
      dataFailures.set(pageKey, (dataFailures.get(pageKey) ?? 0) + 1);
      reload();
    }, AUTO_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoRetrying, pageKey, reload]);

  if (autoRetrying) return <PageSpinner label="Having trouble loading this page. Retrying…" />;
  // Trying again by hand starts a new round: a failure then gets its automatic retry again.
  const retry = () => {
    dataFailures.delete(pageKey);
    reload();
  };
  return <UnableToLoadPage error={error} onRetry={retry} />;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pageKey, reload } = useReloadRoute();

  if (isChunkLoadError(error)) {
    return (
      <div className="page page-narrow">
        <PageLoadingIssue onGoBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} />
      </div>
    );
  }
  if (isDataError(error)) {
    return (
      <div className="page page-narrow">
        <DataFailure error={error} />
      </div>
    );
  }
  console.error('Page error', error);
  const retries = renderRetries.get(pageKey) ?? 0;
  return (
    <div className="page page-narrow">
      <SomethingWentWrong
        retries={retries}
        error={error}
        onRetry={() => {
          renderRetries.set(pageKey, retries + 1);
          reload();
        }}
      />
    </div>
  );
}

/** When the shell itself fails, a bare page with the same choices. */
export function RootErrorPage() {
  const error = useRouteError();
  const { pageKey, reload } = useReloadRoute();
  console.error('Application error', error);
  const retries = renderRetries.get(`root:${pageKey}`) ?? 0;
  return (
    <main className="page page-narrow root-error">
      <SomethingWentWrong
        retries={retries}
        error={error}
        onRetry={() => {
          renderRetries.set(`root:${pageKey}`, retries + 1);
          reload();
        }}
      />
    </main>
  );
}
