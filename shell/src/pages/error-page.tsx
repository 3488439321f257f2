import { useTranslation } from '@member/i18n';
import { useErrorPageReport } from '@member/remote-runtime';
import { Button, PageTemplate } from '@member/ui';
import { reloadApp } from './reload-app';

/**
 * The generic error page (access §2.7, §8 "Error page": any error other than 404 shows generic copy with a
 * refresh; an error metric is counted). The 404 is NotFoundScreen (remote-runtime), shared with remotes.
 */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  useErrorPageReport('generic');
  return (
    <PageTemplate heading={t('pages.error.heading')} focusHeadingOnMount>
      <p>{t('pages.error.body')}</p>
      <Button variant="primary" onPress={reloadApp}>
        {t('pages.error.refresh')}
      </Button>
    </PageTemplate>
  );
}
