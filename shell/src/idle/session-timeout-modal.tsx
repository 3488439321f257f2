import { useId } from 'react';
import { countdownMilestone, formatCountdown } from '@member/shared-contracts/session';
import { Button, VisuallyHidden } from '@member/ui';
import { Modal } from '@member/ui/overlays';
import { useOwnStrings } from '../i18n/use-own-strings';
import strings from './locales/en-US.json';
import content from '../modals/notice-content.module.css';
import styles from './session-timeout-modal.module.css';

export interface SessionTimeoutModalProps {
  isOpen: boolean;
  /** Time left before sign-out. */
  remainingMs: number;
  onStaySignedIn(): void;
  onSignOut(): void;
  /** True while a sign-out is under way: both actions wait. */
  isSigningOut?: boolean;
}

/**
 * The custom session-timeout modal (access §2.7, §4 "Idle session"): an alert dialog only its own buttons
 * close, with a live countdown.
 *
 * Screen readers: the dialog is announced by its heading (name) and its message (description,
 * aria-describedby) when it opens, and focus lands on "Stay signed in".
 * The visible countdown changes every second, so it is a `timer` (not live: it would flood the reader);
 * a polite status region inside the dialog announces only the 30 s and 10 s milestones.
 */
export function SessionTimeoutModal({ isOpen, remainingMs, onStaySignedIn, onSignOut, isSigningOut = false }: SessionTimeoutModalProps) {
  const { t } = useOwnStrings('idle', strings);
  const countdownLabelId = useId();
  const bodyId = useId();
  const milestone = countdownMilestone(remainingMs);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={() => undefined}
      heading={t('idle.heading')}
      isDismissable={false}
      role="alertdialog"
      size="small"
      describedBy={bodyId}
    >
      <p id={bodyId} className={styles.body}>
        {t('idle.body')}
      </p>
      <p className={styles.countdown}>
        <span id={countdownLabelId} className={styles.countdownLabel}>
          {t('idle.countdownLabel')}
        </span>
        <span role="timer" aria-live="off" aria-labelledby={countdownLabelId} className={styles.countdownTime}>
          {formatCountdown(remainingMs)}
        </span>
      </p>
      <VisuallyHidden>
        <span role="status">{milestone === null ? '' : t('idle.secondsLeft', { count: milestone })}</span>
      </VisuallyHidden>
      <div className={content.actions}>
        {/* An alert dialog moves focus to its least destructive action (WAI-ARIA APG), not to the dialog itself. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the alert dialog's focus goes to its least destructive action */}
        <Button variant="primary" autoFocus onPress={onStaySignedIn} isDisabled={isSigningOut}>
          {t('idle.staySignedIn')}
        </Button>
        <Button variant="secondary" onPress={onSignOut} isDisabled={isSigningOut}>
          {t('idle.signOut')}
        </Button>
      </div>
    </Modal>
  );
}
