import { useTranslation } from '@member/i18n';
import { FallbackState, LoadingState } from '@member/ui';
import { MemberPage } from '@member/remote-runtime';
import { isHttpError } from '@member/shared-contracts/http';
import { useFormatters } from '../common/use-formatters';
import { useIdCardStrings } from './id-card-strings';
import { IdCardView } from './id-card-view';
import { IdCardActions } from './save-and-share/id-card-actions';
import { useIdCards } from './id-cards.resource';
import styles from './id-card.module.css';

/** The cards, the way to save or share them, or the state that stands for them. */
function IdCardsBody() {
  const { t } = useTranslation('mfe_home_onboarding');
  const cards = useIdCards();
  const { date } = useFormatters();
  if (cards.isPending) return <LoadingState label={t('idCard.loading')} />;
  if (cards.isError) {
    // The member API answers 404 when the account has no plan card: say so, nothing to retry.
    if (isHttpError(cards.error, 404)) return <p>{t('idCard.none')}</p>;
    return (
      <FallbackState
        heading={t('idCard.error.heading')}
        body={t('idCard.error.body')}
        retryLabel={t('idCard.error.retry')}
        onRetry={() => void cards.refetch()}
        isRetrying={cards.isFetching}
      />
    );
  }
  return (
    <>
      <p>{t(cards.data.cards.length > 1 ? 'idCard.introFamily' : 'idCard.intro')}</p>
      {/* The copy the service worker kept, shown offline: how old it is. */}
      {cards.data.savedAt && <p>{t('idCard.savedOn', { date: date(cards.data.savedAt) })}</p>}
      <IdCardActions cards={cards.data.cards} />
      <ul className={styles.cards}>
        {cards.data.cards.map((card) => (
          <li key={card.cardId}>
            <IdCardView card={card} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * `/id-card` (beyond the spec, decision 066): the plan ID card of each person the member may see — the
 * primary member every covered person's, a spouse or dependent their own — front and back in text, each
 * with "Show at the desk".
 */
export function IdCardScreen() {
  useIdCardStrings();
  const { t } = useTranslation('mfe_home_onboarding');
  return (
    <MemberPage heading={t('idCard.heading')}>
      <div className={styles.page}>
        <IdCardsBody />
      </div>
    </MemberPage>
  );
}
