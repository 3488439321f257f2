import { useTranslation } from '@member/i18n';
import { Button, PageTemplate } from '@member/ui';
import { reloadApp } from './reload-app';

/**
 * The app-update page (access §2.7 "shown when its flag is on"; features §9 `showAppUpdatePage`). On the web
 * the update is a reload (the new build is served); the native shell's store link arrives with the bridge.
 */
export function AppUpdatePage() {
  const { t } = useTranslation('shell');
  return (
    <PageTemplate heading={t('pages.appUpdate.heading')} focusHeadingOnMount>
      <p>{t('pages.appUpdate.body')}</p>
      <Button variant="primary" onPress={reloadApp}>
        {t('pages.appUpdate.update')}
      </Button>
    </PageTemplate>
  );
}
