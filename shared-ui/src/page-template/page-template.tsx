import { useEffect, useRef, type ReactNode } from 'react';
import { Button as RacButton } from 'react-aria-components';
import { classNames } from '../internal/class-names';
import { BackIcon } from '../internal/icons';
import styles from './page-template.module.css';

export interface PageBackButton {
  /** Visible text and accessible name, e.g. t('common.back'). */
  label: string;
  /** The consumer decides where back goes (spec §2.9: tab history, else browser back, else /). */
  onPress: () => void;
}

export interface PageTemplateProps {
  /** Required page heading, rendered as the page's only h1. */
  heading: string;
  backButton?: PageBackButton;
  children?: ReactNode;
  /** Maximum content width from the tokens: narrow (forms), standard (default), wide. */
  width?: 'narrow' | 'standard' | 'wide';
  /** Move focus to the h1 when the page mounts, so screen readers announce a client-side page change. */
  focusHeadingOnMount?: boolean;
  className?: string;
}

/**
 * The frame of a member page: optional back button, the h1, then the content, centred at a token width.
 * Layout only: landmarks (`<main>`), global navigation, header and footer belong to the shell.
 */
export function PageTemplate({
  heading,
  backButton,
  children,
  width = 'standard',
  focusHeadingOnMount = false,
  className,
}: PageTemplateProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeadingOnMount) headingRef.current?.focus();
  }, [focusHeadingOnMount]);

  return (
    <div className={classNames(styles.page, styles[width], className)}>
      <div className={styles.header}>
        {backButton && (
          <RacButton className={styles.back} onPress={backButton.onPress}>
            <BackIcon className={styles.backIcon} />
            <span>{backButton.label}</span>
          </RacButton>
        )}
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
