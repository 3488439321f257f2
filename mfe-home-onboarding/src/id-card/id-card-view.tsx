import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import type { IdCard } from '@member/shared-contracts/id-card';
import { cardholderName, IdCardSides } from './id-card-sides';
import styles from './id-card.module.css';

// The full-screen view and the dialog machinery under it load when a member first asks for them, not with the
// page. Unnamed: a chunk's name would be one more string in remoteEntry.js, which /home loads.
const ShowAtTheDesk = lazy(() => import('./show-at-the-desk').then((m) => ({ default: m.ShowAtTheDesk })));

/** One person's card on the page: their name as its heading, whose card it is, both sides, and "Show at the desk". */
export function IdCardView({ card }: { card: IdCard }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const [isDeskOpen, setDeskOpen] = useState(false);
  // Mounted from the first press on, so the dialog's closing (its animation, focus going back) runs as the modal's own.
  const [wasDeskOpened, setDeskOpened] = useState(false);
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
      <Button
        variant="secondary"
        onPress={() => {
          setDeskOpened(true);
          setDeskOpen(true);
        }}
        aria-label={t('idCard.desk.openFor', { name })}
      >
        {t('idCard.desk.open')}
      </Button>
      {wasDeskOpened && (
        <Suspense fallback={null}>
          <ShowAtTheDesk card={card} isOpen={isDeskOpen} onOpenChange={setDeskOpen} />
        </Suspense>
      )}
    </article>
  );
}
