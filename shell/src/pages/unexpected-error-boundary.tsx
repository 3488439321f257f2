import { Component, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { unexpectedErrorCopy } from './unexpected-error-copy';

interface Props {
  i18n: I18n;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The last line of defence (access §2.7, §8 "Unexpected error page"). It renders outside every other
 * provider, so it uses plain elements rather than the UI kit, and its copy does not depend on i18next
 * working (unexpected-error-copy.ts).
 */
export class UnexpectedErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[member] unexpected error', error instanceof Error ? error.name : 'unknown');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const copy = unexpectedErrorCopy(this.props.i18n);
    return (
      <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <p role="alert">{copy.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {copy.refresh}
        </button>
      </main>
    );
  }
}
