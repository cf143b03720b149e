import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError, ChunkLoadTimeoutError, resetFailedPages } from '../lib/lazy-page.ts';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * Catches a screen that failed to load or render and offers a retry, instead of a blank page.
 * Chunk errors carry their own message (spec 1 §8: chunk loading fails after 120 seconds).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  retry = () => {
    resetFailedPages();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk = error instanceof ChunkLoadError || error instanceof ChunkLoadTimeoutError;
    return (
      <section className="site-error" role="alert" aria-labelledby="page-error-title">
        <h1 id="page-error-title">
          {isChunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </h1>
        <p>
          {isChunk ? error.message : 'Please try again. If it keeps happening, contact support.'}
        </p>
        <button type="button" className="site-button" onClick={this.retry}>
          Try again
        </button>
      </section>
    );
  }
}
