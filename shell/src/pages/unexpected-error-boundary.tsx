import { Component, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';

interface Props {
  i18n: I18n;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The last line of defence (access §2.7, §8 "Unexpected error page"). It renders outside every other
 * provider, so it reads its two strings straight from the i18next instance (bundled resources: no
 * network, cannot fail) and uses plain elements rather than the UI kit.
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
    const t = this.props.i18n.getFixedT(null, 'shell');
    return (
      <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <p>{t('unexpectedError.message')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('unexpectedError.refresh')}
        </button>
      </main>
    );
  }
}
