import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { classNames } from '../internal/class-names';
import { SpinnerGraphic, type SpinnerSize } from './spinner-graphic';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Text read by screen readers, e.g. t('common.loading'). Not shown visually. */
  label: string;
  /** 24 (default) or 28 px. */
  size?: SpinnerSize;
  className?: string;
}

/** An inline, announced loading indicator: role="status" with a visually hidden label. */
export function Spinner({ label, size = 24, className }: SpinnerProps) {
  return (
    <span role="status" className={classNames(styles.spinner, className)}>
      <SpinnerGraphic size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
