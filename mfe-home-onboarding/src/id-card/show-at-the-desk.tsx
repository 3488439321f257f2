import { useTranslation } from '@member/i18n';
import { Modal } from '@member/ui/overlays';
import type { IdCard } from '@member/shared-contracts/id-card';
import { cardholderName, IdCardSides } from './id-card-sides';
import styles from './id-card.module.css';

/**
 * "Show at the desk": one card over the whole screen in large type, front and back side by side when the
 * phone is turned sideways, with a hint to turn the brightness up (a web page cannot set it). The shared
 * modal dialog (react-aria): focus moves in and stays, Escape or Close shuts it, and focus returns to the
 * button that opened it.
 */
export function ShowAtTheDesk({ card, isOpen, onOpenChange }: { card: IdCard; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const name = cardholderName(card);
  const hintId = `desk-${card.cardId}-hint`;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      heading={t('idCard.desk.heading', { name })}
      closeLabel={t('idCard.desk.close')}
      describedBy={hintId}
      className={styles.desk}
    >
      <p id={hintId} className={styles.brightness}>{t('idCard.desk.brightness')}</p>
      <div className={styles.deskCard}>
        <IdCardSides card={card} headingLevel={3} />
      </div>
    </Modal>
  );
}
