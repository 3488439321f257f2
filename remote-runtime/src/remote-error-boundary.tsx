import { Component, type ReactNode } from 'react';
import { FallbackState } from '@member/ui';
import type { RemoteMountProps } from '@member/shared-contracts/mount';

interface Props {
  mountProps: RemoteMountProps;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A remote that throws while rendering shows the localized area fallback with a retry; the rest of the
 * app (another React root) keeps working. Retry re-renders the remote's tree from scratch.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const { remoteName, logger, analytics } = this.props.mountProps;
    const message = error instanceof Error ? error.message : String(error);
    logger.error('remote render failed', { remote: remoteName, error: message });
    analytics.trackError('remote_render_failed', remoteName);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { t } = this.props.mountProps.i18n;
    return (
      <FallbackState
        heading={t('common:remoteFallback.heading')}
        body={t('common:remoteFallback.body')}
        retryLabel={t('common:remoteFallback.retry')}
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}
