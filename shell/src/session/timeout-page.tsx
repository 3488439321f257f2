import { useTranslation } from '@member/i18n';
import { LinkButton, PageTemplate } from '@member/ui';

/** `/timeout` (access §2.1, §4 "Idle session"): the landing after an idle-timeout sign-out of a base account. */
export function TimeoutPage() {
  const { t } = useTranslation('shell');
  return (
    <PageTemplate heading={t('session.timeout.heading')} width="narrow" focusHeadingOnMount>
      <p>{t('session.timeout.body')}</p>
      <LinkButton href="/" variant="primary">
        {t('session.timeout.signIn')}
      </LinkButton>
    </PageTemplate>
  );
}
