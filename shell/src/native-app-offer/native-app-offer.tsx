import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { Button, LinkButton } from '@member/ui';
import { returnFocus } from '@member/ui/return-focus';
import type { AppOfferChoice } from '@member/shared-contracts/native';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { useOwnStrings } from '../i18n/use-own-strings';
import strings from './locales/en-US.json';
import notice from '../modals/notice-content.module.css';
import styles from './native-app-offer.module.css';

function remember(choice: AppOfferChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.appOfferChoice, choice);
  } catch {
    // Not stored: the offer comes back on the next visit, which is all that is lost.
  }
}

/**
 * The native-app interstitial (access §2.7): a phone or tablet browser is offered the app's store page
 * (configured per environment), or continues on the web; closing the dialog (Escape, a press outside) is
 * continuing on the web. Either choice is remembered on the device and the offer does not come back.
 * A native modal `<dialog>` rather than `@member/ui/overlays`' Modal: its text is the largest paint of a
 * phone's first page, and the overlay singleton would make it wait for react-aria's overlay chunk
 * (10.9 KiB gzip and its evaluation) after this one; `showModal()` gives the same inert page, focus
 * inside and Escape (docs/performance.md).
 */
export default function NativeAppOffer({ storeUrl }: { storeUrl: string }) {
  const { t } = useOwnStrings('nativeAppOffer', strings);
  const [open, setOpen] = useState(true);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Before the browser paints: the text shows in the commit that mounts it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  const choose = (choice: AppOfferChoice) => {
    remember(choice);
    dialog.current?.close();
    setOpen(false);
    // It opened with the page: nothing had focus to go back to, so the page's heading takes it.
    requestAnimationFrame(() => returnFocus(null));
  };
  const continueOnWebOnEscape = (event: SyntheticEvent) => {
    event.preventDefault();
    choose('web');
  };
  // A press on the backdrop lands on the <dialog> itself; its content fills it edge to edge.
  const continueOnWebOutside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) choose('web');
  };

  if (!open) return null;
  return (
    // The dialog answers the keyboard itself (Escape is its cancel event); the click is the pointer's "outside".
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape closes it through onCancel
    <dialog ref={dialog} aria-labelledby={headingId} className={styles.dialog} onCancel={continueOnWebOnEscape} onClick={continueOnWebOutside}>
      <div className={styles.content}>
        <h2 id={headingId} className={styles.heading}>
          {t('nativeAppOffer.heading')}
        </h2>
        <p className={notice.message}>{t('nativeAppOffer.body')}</p>
        <div className={notice.actions}>
          <LinkButton href={storeUrl} onPress={() => remember('app')}>
            {t('nativeAppOffer.getApp')}
          </LinkButton>
          <Button variant="secondary" onPress={() => choose('web')}>
            {t('nativeAppOffer.continueOnWeb')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
