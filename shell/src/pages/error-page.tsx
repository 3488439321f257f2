import { useTranslation } from '@member/i18n';
import { Button, PageTemplate } from '@member/ui';

/** Generic error (access §2.7): generic copy and a refresh. */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <PageTemplate heading={t('errorPage.heading')}>
      <p>{t('errorPage.body')}</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        {t('errorPage.refresh')}
      </Button>
    </PageTemplate>
  );
}
