import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';

/** The splash loading page of `/` (access §2.1): the session or biometric availability is still loading. */
export function SplashLoadingScreen() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loading')} />;
}
