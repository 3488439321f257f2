import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';
import { isChunkLoadError } from './is-chunk-load-error';

interface Props {
  /** The current path: moving to another route clears the error (the member may try another page). */
  resetKey: string;
  onChunkLoadError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * A shell chunk that does not load (a lazy page; webpack's ChunkLoadError after 120 s) shows the generic
 * error page with its refresh instead of a blank screen (access §8 "Other"). Any other error is not ours:
 * it is rethrown to the unexpected-error boundary above.
 */
export class ChunkLoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) this.props.onChunkLoadError?.(error as Error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <ErrorPage />;
    throw error;
  }
}
