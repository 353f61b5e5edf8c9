// The failure screens of spec §2 and §8: the interface boundary ('Something went wrong'
// with Try Again, disabled after 3 retries, and Reload Page) and the two page-loading
// failures ('Page Loading Issue', 'Unable to Load Page'). The failure itself is described by the
// generic classifier (content spec §8): its class's title, message and suggestions.
import { describeError } from '../relay/errorClassifier';
import { Icon } from './Icon';

export const MAX_RETRIES = 3;

function reloadPage(): void {
  window.location.reload();
}

/** What the classifier says about a failure: its class, message and what to try. */
export function ErrorAdvice({ error, fallback }: { error: unknown; fallback?: string }) {
  const { category, title, message, suggestions } = describeError(error, { fallback });
  return (
    <div className="error-advice" data-error-category={category}>
      <p className="error-detail">
        <strong>{title}:</strong> {message}
      </p>
      <ul className="error-suggestions">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>{suggestion}</li>
        ))}
      </ul>
    </div>
  );
}

export function SomethingWentWrong({ retries, onRetry, error }: { retries: number; onRetry: () => void; error?: unknown }) {
  const exhausted = retries >= MAX_RETRIES;
  // A bug in the page classifies as generic: its advice would only repeat the buttons.
  const advised = error !== undefined && describeError(error).category !== 'generic';
  return (
    <div className="error-panel card" role="alert">
      <Icon name="alert" size={28} />
      <h1>Something went wrong</h1>
      <p>This part of the page ran into a problem. Your data is safe. You can try again, or reload the page.</p>
      {advised ? <ErrorAdvice error={error} /> : null}
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
      <ErrorAdvice error={error} />
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
