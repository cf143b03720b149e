import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * Last-resort error screen when the shell itself fails (a screen's own failure is caught by
 * PageErrorBoundary inside the layout). Plain markup and a full page load back home: the
 * router may be what failed.
 */
export class RootErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="site-page site-page--narrow">
        <title>Something went wrong</title>
        <h1>Something went wrong</h1>
        <p>{error.message || 'Unknown error'}</p>
        <p>
          <a href="/">Back to Home</a>
        </p>
      </main>
    );
  }
}
