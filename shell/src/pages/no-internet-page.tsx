import { useTranslation } from '@member/i18n';
import { Button, PageTemplate } from '@member/ui';
import { reloadApp } from './reload-app';

/** The no-internet page (access §2.7, §8 "No-internet page"): shown while the browser is offline, with a refresh. */
export function NoInternetPage() {
  const { t } = useTranslation('shell');
  return (
    <PageTemplate heading={t('pages.noInternet.heading')} focusHeadingOnMount>
      <p>{t('pages.noInternet.body')}</p>
      <Button variant="primary" onPress={reloadApp}>
        {t('pages.noInternet.refresh')}
      </Button>
    </PageTemplate>
  );
}
