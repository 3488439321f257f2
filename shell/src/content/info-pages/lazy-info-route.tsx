import { Suspense, lazy } from 'react';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';

/** The info pages and their Markdown renderer load with the first info page, not with `/`. */
const InfoRoute = lazy(() => import(/* webpackChunkName: "info-pages" */ './info-route'));

export function LazyInfoRoute() {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<LoadingState label={t('content.infoPage.loading')} />}>
      <InfoRoute />
    </Suspense>
  );
}
