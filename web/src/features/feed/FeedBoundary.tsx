// The feed's loading state and the boundary that catches a failed first page (content spec §8
// 'Feed'); what a page then shows is its own (home: FeedFailure.tsx).
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: Error) => ReactNode;
  /** A new value (a new preloaded query) clears a caught error and tries the children again. */
  resetKey: unknown;
}

interface BoundaryState {
  error: Error | null;
  failedKey: unknown;
}

/** Catches a failed feed query and shows `fallback` until `resetKey` changes. */
export class FeedErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedKey: undefined };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.failedKey === undefined) return { failedKey: props.resetKey };
    if (state.error && props.resetKey !== state.failedKey) return { error: null, failedKey: undefined };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Feed failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function FeedSkeleton({ label = 'Loading posts…' }: { label?: string }) {
  return (
    <div className="feed-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="card skeleton-card" aria-hidden="true">
          <div className="skeleton-line skeleton-short" />
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-medium" />
        </div>
      ))}
    </div>
  );
}
