import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from '@member/i18n';
import { Button, PageTemplate } from '@member/ui';

function StartupError() {
  const { t } = useTranslation('shell');
  return (
    <PageTemplate heading={t('pages.startup.heading')}>
      <p>{t('pages.startup.body')}</p>
      <Button onPress={() => window.location.reload()}>{t('pages.startup.retry')}</Button>
    </PageTemplate>
  );
}

/** Shown when the environment's configuration (remotes manifest, services) cannot be fetched. */
export function StartupErrorPage({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StartupError />
    </I18nextProvider>
  );
}
