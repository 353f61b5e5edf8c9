// A React error boundary for parts of the interface outside the routed pages (the shell).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SomethingWentWrong } from './ErrorPanels';

interface Props {
  children: ReactNode;
  /** Custom fallback; receives the retry function. Defaults to 'Something went wrong'. */
  fallback?: (retry: () => void, retries: number) => ReactNode;
}
interface State {
  error: Error | null;
  retries: number;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Interface error', error, info.componentStack);
  }

  private retry = () => {
    this.setState((state) => ({ error: null, retries: state.retries + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) {
      return this.props.fallback ? (
        this.props.fallback(this.retry, this.state.retries)
      ) : (
        <SomethingWentWrong retries={this.state.retries} onRetry={this.retry} error={this.state.error} />
      );
    }
    return this.props.children;
  }
}
