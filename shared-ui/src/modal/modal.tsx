import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as RacModal, ModalOverlay } from 'react-aria-components';
// From the singleton, not the file: the button and its stylesheet load once, with the primitives every
// page has, instead of again in this entry's chunk (and a CSS chunk split off for the two).
import { IconButton } from '@member/ui';
import { classNames } from '../internal/class-names';
import { ReturnFocusOnClose } from './return-focus-on-close';
import styles from './modal.module.css';

export interface ModalProps {
  /** Controlled open state. */
  isOpen: boolean;
  /** Called with `false` when the user dismisses it (Escape, outside press, close button) or `close()` runs. */
  onOpenChange: (isOpen: boolean) => void;
  /** Required: rendered as the dialog's heading and used as its accessible name (aria-labelledby). */
  heading: string;
  /** Level of the heading element; 2 by default. */
  headingLevel?: 2 | 3;
  /** Content; a function receives `close` for action buttons (e.g. "Cancel"). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * true (default): Escape, a press outside, and the close button (when `closeLabel` is given) close it.
   * false: only the content's own actions can close it (e.g. the session-timeout prompt).
   */
  isDismissable?: boolean;
  /** Accessible name of the close (×) button; no close button without it. Ignored when not dismissable. */
  closeLabel?: string;
  /** `alertdialog` for urgent confirmations that need a response. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  className?: string;
  /**
   * The id of the element in `children` whose text is the dialog's accessible description
   * (aria-describedby), e.g. an alert dialog's message, read with the name when the dialog opens.
   */
  describedBy?: string;
}

/**
 * A modal dialog (RAC ModalOverlay + Modal + Dialog): focus moves in and is trapped while open, returns to the
 * element that had it on close, or to the page's heading when there was none or it left (`return-focus.ts`);
 * page content behind is hidden from assistive technology; scroll is locked.
 */
export function Modal({
  isOpen,
  onOpenChange,
  heading,
  headingLevel = 2,
  children,
  isDismissable = true,
  closeLabel,
  role = 'dialog',
  size = 'medium',
  className,
  describedBy,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <RacModal className={classNames(styles.modal, styles[size], className)}>
        <ReturnFocusOnClose />
        <Dialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={headingLevel} className={styles.heading}>
                  {heading}
                </Heading>
                {isDismissable && closeLabel !== undefined && <IconButton icon="close" label={closeLabel} onPress={close} />}
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
            </>
          )}
        </Dialog>
      </RacModal>
    </ModalOverlay>
  );
}
