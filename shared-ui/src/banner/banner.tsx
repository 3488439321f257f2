import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { classNames } from '../internal/class-names';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import styles from './banner.module.css';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface BannerContentProps {
  /** info (default), success, warning or error. Error and warning are announced at once (role="alert"). */
  tone?: BannerTone;
  heading?: string;
  /** Body text (may include a TextLink). */
  body?: ReactNode;
  /** Level of the heading element; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Dismissible banners need both a handler and the button's accessible name; others neither. */
type BannerDismissProps = { onDismiss: () => void; dismissLabel: string } | { onDismiss?: undefined; dismissLabel?: undefined };

export type BannerProps = BannerContentProps & BannerDismissProps;

const toneIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/**
 * A message block. Rendered with role="alert" for error/warning (assertive, announced when it appears) and
 * role="status" for info/success (polite). Mount it when the message arises so screen readers announce it.
 */
export function Banner({ tone = 'info', heading, body, headingLevel = 2, className, onDismiss, dismissLabel }: BannerProps) {
  const Icon = toneIcons[tone];
  const HeadingTag = `h${headingLevel}` as const;
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={classNames(styles.banner, styles[tone], className)} data-tone={tone}>
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {heading && <HeadingTag className={styles.heading}>{heading}</HeadingTag>}
        {body !== undefined && <div className={styles.body}>{body}</div>}
      </div>
      {onDismiss && <IconButton icon="close" label={dismissLabel} onPress={onDismiss} />}
    </div>
  );
}
