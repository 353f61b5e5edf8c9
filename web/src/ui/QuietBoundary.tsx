import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` (nothing by default) instead of content that failed to load, e.g. a
 * suggestion; with `retry`, tries the content again after a while.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode; retry?: { afterMs: number; run: () => void } },
  { failed: boolean }
> {
  override state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(): void {
    const retry = this.props.retry;
    if (!retry || !this.state.failed || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      retry.run();
      this.setState({ failed: false });
    }, retry.afterMs);
  }

  override componentWillUnmount(): void {
    if (this.timer !== null) clearTimeout(this.timer);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
