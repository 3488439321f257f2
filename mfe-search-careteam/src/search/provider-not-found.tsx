import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { Button, LinkButton } from '@member/ui';
import { ConciergePhoneLink, useRemoteProps } from '@member/remote-runtime';
import { PROVIDER_NOT_FOUND_PAGE_NAME } from '@member/shared-contracts/analytics';
import { DEFAULT_SEARCH_STATE, SEARCH_RADII_MILES, type SearchState } from '@member/shared-contracts/search';
import styles from './search.module.css';

/**
 * No result: the provider-not-found page (features §2), tracked by its page name only (never the term),
 * with ways to widen the search — farther, without the filters, every provider — or to ask the concierge.
 */
export function ProviderNotFound({ state, onChange }: { state: SearchState; onChange: (state: SearchState) => void }) {
  const { t } = useTranslation('mfe_search_careteam');
  const { analytics, features } = useRemoteProps();
  useEffect(() => {
    analytics.page(PROVIDER_NOT_FOUND_PAGE_NAME);
  }, [analytics]);
  const farther = SEARCH_RADII_MILES.find((radius) => radius > state.radiusMiles);
  const filtered = state.filters.virtual || state.filters.onlineBooking || state.filters.acceptingNewPatients;
  return (
    <section aria-labelledby="provider-not-found" className={styles.notFound}>
      <h2 id="provider-not-found">{t('notFound.heading')}</h2>
      <p>{t('notFound.body')}</p>
      <div className={styles.buttons}>
        {farther !== undefined && (
          <Button variant="secondary" onPress={() => onChange({ ...state, radiusMiles: farther, page: 1 })}>
            {t('notFound.farther', { miles: farther })}
          </Button>
        )}
        {filtered && (
          <Button variant="secondary" onPress={() => onChange({ ...state, filters: { ...DEFAULT_SEARCH_STATE.filters, sort: state.filters.sort }, page: 1 })}>
            {t('notFound.clearFilters')}
          </Button>
        )}
        {features.has('CONCIERGE') ? <LinkButton href="/messages/new">{t('notFound.askConcierge')}</LinkButton> : <ConciergePhoneLink />}
      </div>
    </section>
  );
}
