import { useState } from 'react';
import { Button, LinkButton } from '@member/ui';
import { Modal } from '@member/ui/overlays';
import type { AppOfferChoice } from '@member/shared-contracts/native';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { useOwnStrings } from '../i18n/use-own-strings';
import strings from './locales/en-US.json';
import styles from '../modals/notice-content.module.css';

function remember(choice: AppOfferChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.appOfferChoice, choice);
  } catch {
    // Not stored: the offer comes back on the next visit, which is all that is lost.
  }
}

/**
 * The native-app interstitial (access §2.7): a phone or tablet browser is offered the app's store page
 * (configured per environment), or continues on the web; closing the dialog is continuing on the web.
 * Either choice is remembered on the device and the offer does not come back.
 */
export default function NativeAppOffer({ storeUrl }: { storeUrl: string }) {
  const { t } = useOwnStrings('nativeAppOffer', strings);
  const [open, setOpen] = useState(true);
  const choose = (choice: AppOfferChoice) => {
    remember(choice);
    setOpen(false);
  };
  return (
    <Modal isOpen={open} onOpenChange={(isOpen) => !isOpen && choose('web')} heading={t('nativeAppOffer.heading')} size="small">
      <p className={styles.message}>{t('nativeAppOffer.body')}</p>
      <div className={styles.actions}>
        <LinkButton href={storeUrl} onPress={() => remember('app')}>
          {t('nativeAppOffer.getApp')}
        </LinkButton>
        <Button variant="secondary" onPress={() => choose('web')}>
          {t('nativeAppOffer.continueOnWeb')}
        </Button>
      </div>
    </Modal>
  );
}
