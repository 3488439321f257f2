import { useContext, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Button as RacButton, ProgressBarContext, type ButtonProps as RacButtonProps } from 'react-aria-components';
import { classNames } from '../internal/class-names';
import { clearAnnouncements } from '../live-announcer/clear-announcements';
import { watchAnnouncementLabels } from '../live-announcer/drop-unreadable-announcements';
import { SpinnerGraphic } from '../spinner/spinner-graphic';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends Omit<RacButtonProps, 'children' | 'className' | 'style' | 'render'> {
  children: ReactNode;
  /** primary (default): filled; secondary: outlined; link: looks like a text link but is a button. */
  variant?: ButtonVariant;
  /**
   * While `isPending`, the button keeps its label (for screen readers and layout), shows a spinner, ignores presses
   * and stays focusable. `pendingLabel` (e.g. t('common.loading')) names the spinner and is appended to the name.
   */
  pendingLabel?: string;
  /** Stretch to the container's width (e.g. form submit on narrow screens). */
  isFullWidth?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button, on react-aria-components Button: press events (`onPress`), keyboard, focus ring, pending state. */
export function Button({ children, variant = 'primary', pendingLabel, isFullWidth = false, className, isPending, ...rest }: ButtonProps) {
  useForgetPendingAnnouncementOnUnmount(isPending);
  return (
    <RacButton
      {...rest}
      isPending={isPending}
      className={classNames(styles.button, styles[variant], isFullWidth && styles.fullWidth, className)}
    >
      {({ isPending: pending }) => (
        <>
          <span className={pending ? styles.labelWhilePending : styles.label}>{children}</span>
          {pending &&
            (pendingLabel ? (
              <PendingIndicator label={pendingLabel} />
            ) : (
              <span className={styles.pendingIndicator}>
                <SpinnerGraphic size={24} />
              </span>
            ))}
        </>
      )}
    </RacButton>
  );
}

/**
 * The pending spinner as an indeterminate progress bar named `label`: the element react-aria's
 * ProgressBar renders for `isIndeterminate` (role, name, min/max, and the id the Button hands it through
 * ProgressBarContext, which an `aria-label`led button appends to its own name), without the
 * ProgressBar's value formatting (Intl number formatting that an indeterminate bar never shows), which
 * would otherwise load with every screen that has a button, sign-in's budgeted first load included
 * (scripts/lib/budgets.mjs).
 */
function PendingIndicator({ label }: { label: string }) {
  const context = useContext(ProgressBarContext) as { id?: string } | null;
  return (
    <div id={context?.id} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={styles.pendingIndicator}>
      <SpinnerGraphic size={24} />
    </div>
  );
}

/**
 * A focused react-aria Button that turns pending announces itself through the live announcer by
 * `aria-labelledby` pointing at the button, for 7 seconds. A button that leaves meanwhile (the form it
 * submitted gives way to the next step) would leave that entry labelled by nothing (axe: role-img-alt,
 * nothing to read). So a button that was ever pending clears the announcer when it goes: its
 * announcement is over. The shell clears it on route changes too (`clearAnnouncements`), and an entry
 * made after those clears whose button is gone is dropped (`drop-unreadable-announcements.ts`).
 */
function useForgetPendingAnnouncementOnUnmount(isPending: boolean | undefined): void {
  const wasPending = useRef(false);
  useEffect(() => {
    if (!isPending) return;
    wasPending.current = true;
    // The announcement at the end of pending can come after any clear: entries left without a label go.
    watchAnnouncementLabels();
  }, [isPending]);
  useEffect(
    () => () => {
      if (wasPending.current) clearAnnouncements();
    },
    [],
  );
}
