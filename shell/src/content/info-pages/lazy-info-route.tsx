import { Suspense, lazy } from 'react';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { alongWithHostQueries } from '../../queries/host-queries';

/**
 * The info pages and their Markdown renderer load with the first info page, not with `/`; a visitor's
 * page loads the query library with them (their entries are queries).
 */
const InfoRoute = lazy(() => alongWithHostQueries(import(/* webpackChunkName: "info-pages" */ './info-route')));

export function LazyInfoRoute() {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<LoadingState label={t('content.infoPage.loading')} />}>
      <InfoRoute />
    </Suspense>
  );
}
