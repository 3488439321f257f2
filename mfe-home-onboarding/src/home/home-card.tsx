import { Component, type ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { FallbackState } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import type { Logger } from '@member/shared-contracts/logging';
import styles from './home.module.css';

interface BoundaryProps {
  name: string;
  logger: Logger;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** A card that throws while rendering shows its own small error; the rest of /home stays. */
class CardBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.logger.error('home card render failed', { card: this.props.name, error: error instanceof Error ? error.name : 'unknown' });
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

/** A card's own small error (decision: a card whose call fails shows its own error; the rest of /home stays). */
export function CardError({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  const { t } = useTranslation('mfe_home_onboarding');
  return <FallbackState className={styles.cardError} headingLevel={3} heading={heading} body={t('home.cardError.body')} retryLabel={t('home.cardError.retry')} onRetry={onRetry} />;
}

interface HomeCardProps {
  name: string;
  /** The card's heading (h2) and its section's accessible name. */
  heading: string;
  children: ReactNode;
}

/** A /home card: a labelled section whose render failure stays inside it. */
export function HomeCard({ name, heading, children }: HomeCardProps) {
  const { t } = useTranslation('mfe_home_onboarding');
  const { logger } = useRemoteProps();
  const id = `home-card-${name}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardHeading}>
        {heading}
      </h2>
      <CardBoundary name={name} logger={logger} fallback={(retry) => <CardError heading={t('home.cardError.heading')} onRetry={retry} />}>
        {children}
      </CardBoundary>
    </section>
  );
}
