import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * The last line of defence (access §8 "Unexpected error page"). It may render when i18n itself is broken,
 * so its two sentences come from a tiny bilingual table keyed by the document language, not from i18next.
 */
const COPY = {
  'en-US': { message: 'We ran into an unexpected error. Please refresh the app and try again.', refresh: 'Refresh' },
  'es-US': { message: 'Ocurrió un error inesperado. Actualice la aplicación e inténtelo de nuevo.', refresh: 'Actualizar' },
} as const;

export class UnexpectedErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[member] unexpected error', error instanceof Error ? error.name : 'unknown');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const copy = document.documentElement.lang === 'es-US' ? COPY['es-US'] : COPY['en-US'];
    return (
      <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <p>{copy.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {copy.refresh}
        </button>
      </main>
    );
  }
}
