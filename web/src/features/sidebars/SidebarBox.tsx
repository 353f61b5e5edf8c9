// A sidebar box (content spec §2 'Sidebars'): its title, an optional close button for the boxes
// that can be dismissed, and its content loading on its own: a skeleton while it loads, and its
// failure message with Try Again (spec §8) when it cannot.
import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useFollowsChanged } from '../follows/followEvents';
import { PageIcon, type PageIconName } from '../../ui/PageIcon';
import './sidebars.css';

export function SidebarBox({
  id,
  title,
  icon,
  onDismiss,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: PageIconName;
  onDismiss?: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card sidebar-box${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`}>
      <div className="sidebar-box-head">
        <h2 id={`${id}-title`} className="sidebar-title">
          {icon ? <PageIcon name={icon} size={18} /> : null} {title}
        </h2>
        {onDismiss ? (
          <button type="button" className="icon-button sidebar-dismiss" onClick={onDismiss} aria-label={`Hide ${title}`}>
            <PageIcon name="close" size={16} />
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Loads a box's content: a skeleton meanwhile, `failedMessage` and Try Again if it fails. */
export function BoxContent({ failedMessage, onRetry, children }: { failedMessage: string; onRetry: () => void; children: ReactNode }) {
  return (
    <BoxBoundary failedMessage={failedMessage} onRetry={onRetry}>
      <Suspense fallback={<BoxSkeleton />}>{children}</Suspense>
    </BoxBoundary>
  );
}

function BoxSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton-line" />
      <div className="skeleton-line skeleton-medium" />
      <div className="skeleton-line" />
    </div>
  );
}

class BoxBoundary extends Component<{ children: ReactNode; failedMessage: string; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="sidebar-error">
        <p>{this.props.failedMessage}</p>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          Try Again
        </button>
      </div>
    );
  }
}

/**
 * A key that changes every `intervalMs` (spec §9's refresh intervals) and, for boxes that list
 * follows, when many follows changed at once (onboarding); `bump` changes it now.
 */
export function useRefreshKey(intervalMs: number | null, followsChange = false): [number, () => void] {
  const [key, setKey] = useState(0);
  const bump = useCallback(() => setKey((k) => k + 1), []);
  useEffect(() => {
    if (intervalMs === null) return undefined;
    const timer = setInterval(bump, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, bump]);
  useFollowsChanged(() => {
    if (followsChange) bump();
  });
  return [key, bump];
}
