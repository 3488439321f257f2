import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { classNames } from '../internal/class-names';
import { ErrorIcon } from '../internal/icons';
import styles from './fallback-state.module.css';

export interface FallbackStateProps {
  /** Short title, e.g. t('errors.areaUnavailable.heading'). */
  heading: string;
  /** Explanation under the heading. */
  body?: ReactNode;
  /** Text of the retry button, e.g. t('common.tryAgain'). */
  retryLabel: string;
  onRetry: () => void;
  /** Shows the retry button as pending (spinner, presses ignored) while a retry runs. */
  isRetrying?: boolean;
  /** Names the retry spinner while `isRetrying`, e.g. t('common.loading'). */
  retryPendingLabel?: string;
  /** Level of the heading element; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * An area-level error with a retry (role="alert"): used where a remote or a section failed to load or render,
 * so the rest of the app keeps working.
 */
export function FallbackState({
  heading,
  body,
  retryLabel,
  onRetry,
  isRetrying = false,
  retryPendingLabel,
  headingLevel = 2,
  className,
}: FallbackStateProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <div role="alert" className={classNames(styles.fallback, className)}>
      <ErrorIcon className={styles.icon} />
      <HeadingTag className={styles.heading}>{heading}</HeadingTag>
      {body !== undefined && <div className={styles.body}>{body}</div>}
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryPendingLabel}>
        {retryLabel}
      </Button>
    </div>
  );
}
