import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import type { IdCard } from '@member/shared-contracts/id-card';
import { cardholderName, IdCardSides } from './id-card-sides';
import { ShowAtTheDesk } from './show-at-the-desk';
import styles from './id-card.module.css';

/** One person's card on the page: their name as its heading, whose card it is, both sides, and "Show at the desk". */
export function IdCardView({ card }: { card: IdCard }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const [isDeskOpen, setDeskOpen] = useState(false);
  const name = cardholderName(card);
  const headingId = `${card.cardId}-heading`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardHeading}>{name}</h2>
        <p className={styles.relationship}>{t(`idCard.relationship.${card.relationship}`)}</p>
      </div>
      <IdCardSides card={card} headingLevel={3} />
      {/* The visible text starts the accessible name (WCAG 2.5.3); the name tells the cards' buttons apart. */}
      <Button variant="secondary" onPress={() => setDeskOpen(true)} aria-label={t('idCard.desk.openFor', { name })}>
        {t('idCard.desk.open')}
      </Button>
      <ShowAtTheDesk card={card} isOpen={isDeskOpen} onOpenChange={setDeskOpen} />
    </article>
  );
}
