import { useTranslation } from '@member/i18n';
import { Link } from '@member/router';
import { PageTemplate } from '@member/ui';

/** A path a remote owns but does not (yet) have a screen for: the app's 404 (access §2.7). */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <PageTemplate heading={t('notFound.heading')}>
      <p>{t('notFound.body')}</p>
      <Link to="/home">{t('notFound.goHome')}</Link>
    </PageTemplate>
  );
}
