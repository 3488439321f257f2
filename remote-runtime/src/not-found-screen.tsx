import { useTranslation } from '@member/i18n';
import { PageTemplate, TextLink } from '@member/ui';
import { useErrorPageReport } from './error-page-report';

/**
 * The app's page-not-found (404) page (access §2.1 "Any unknown path", §2.7, §8 "Error page"): page-not-found
 * copy with a link home to /home; an error metric is counted each time it shows. The shell shows it for
 * unknown paths and gated routes, a remote for a path it owns but has no screen for.
 */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  useErrorPageReport('notFound');
  return (
    <PageTemplate heading={t('notFound.heading')} focusHeadingOnMount>
      <p>{t('notFound.body')}</p>
      <p>
        <TextLink href="/home" appearance="standalone">
          {t('notFound.goHome')}
        </TextLink>
      </p>
    </PageTemplate>
  );
}
