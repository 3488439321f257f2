import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { classNames } from '../internal/class-names';
import { SpinnerGraphic, type SpinnerSize } from './spinner-graphic';
import styles from './spinner.module.css';

export interface LoadingStateProps {
  /** Text read by screen readers, e.g. t('common.loading'). */
  label: string;
  /** Also show the label under the spinner (default: screen readers only). */
  isLabelVisible?: boolean;
  /** 28 (default) or 24 px. */
  size?: SpinnerSize;
  className?: string;
}

/** A centred, area-level loading state (a page or a remote that is still loading). */
export function LoadingState({ label, isLabelVisible = false, size = 28, className }: LoadingStateProps) {
  return (
    <div role="status" className={classNames(styles.loadingState, className)}>
      <SpinnerGraphic size={size} />
      {isLabelVisible ? <span className={styles.visibleLabel}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
