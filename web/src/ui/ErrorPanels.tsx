// The failure screens of spec §2 and §8: the interface boundary ('Something went wrong'
// with Try Again, disabled after 3 retries, and Reload Page) and the two page-loading
// failures ('Page Loading Issue', 'Unable to Load Page'). The failure itself is described by the
// generic classifier (content spec §8): its class's title, message and suggestions.
import { lazy, Suspense } from 'react';
import { Icon } from './Icon';
import { QuietBoundary } from './QuietBoundary';

export const MAX_RETRIES = 3;

function reloadPage(): void {
  window.location.reload();
}

/** The classifier's advice; its code (and the class tables) loads only when a panel shows. */
const ErrorAdvice = lazy(() => import('./ErrorAdvice'));

function Advice(props: { error: unknown; skipGeneric?: boolean }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ErrorAdvice {...props} />
      </Suspense>
    </QuietBoundary>
  );
}

export function SomethingWentWrong({ retries, onRetry, error }: { retries: number; onRetry: () => void; error?: unknown }) {
  const exhausted = retries >= MAX_RETRIES;
  return (
    <div className="error-panel card" role="alert">
      <Icon name="alert" size={28} />
      <h1>Something went wrong</h1>
      <p>This part of the page ran into a problem. Your data is safe. You can try again, or reload the page.</p>
      {/* A bug in the page classifies as generic: its advice would only repeat the buttons. */}
      {error !== undefined ? <Advice error={error} skipGeneric /> : null}
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onRetry} disabled={exhausted}>
          {exhausted ? 'Max retries reached' : 'Try Again'}
        </button>
        <button type="button" className="button" onClick={reloadPage}>
          Reload Page
        </button>
      </div>
    </div>
  );
}

export function PageLoadingIssue({ onGoBack }: { onGoBack: () => void }) {
  return (
    <div className="error-panel card" role="alert">
      <Icon name="alert" size={28} />
      <h1>Page Loading Issue</h1>
      <p>
        This page could not be loaded. This often happens right after the site was updated, or when the connection
        drops. Refreshing usually fixes it.
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={reloadPage}>
          Refresh Page
        </button>
        <button type="button" className="button" onClick={onGoBack}>
          Go Back
        </button>
      </div>
    </div>
  );
}

export function UnableToLoadPage({ onRetry, error }: { onRetry: () => void; error: unknown }) {
  return (
    <div className="error-panel card" role="alert">
      <Icon name="alert" size={28} />
      <h1>Unable to Load Page</h1>
      <p>We could not get the information for this page from the server.</p>
      <Advice error={error} />
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={reloadPage}>
          Refresh Page
        </button>
        <button type="button" className="button" onClick={onRetry}>
          Try Again
        </button>
      </div>
    </div>
  );
}
