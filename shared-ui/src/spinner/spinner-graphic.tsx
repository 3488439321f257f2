import { classNames } from '../internal/class-names';
import styles from './spinner.module.css';

/** Spec §9: spinners are 24 or 28 px. */
export type SpinnerSize = 24 | 28;

interface SpinnerGraphicProps {
  size?: SpinnerSize;
  className?: string;
}

/** The rotating ring alone: decorative (aria-hidden). Use `Spinner` or `LoadingState` for an announced loading state. */
export function SpinnerGraphic({ size = 24, className }: SpinnerGraphicProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={classNames(styles.graphic, size === 28 ? styles.large : styles.small, className)}
      viewBox="0 0 24 24"
      data-size={size}
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
      <circle className={styles.arc} cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" strokeDasharray="45 60" strokeLinecap="round" />
    </svg>
  );
}
