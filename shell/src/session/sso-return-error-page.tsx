import { useTranslation } from '@member/i18n';
import { useErrorPageReport } from '@member/remote-runtime';
import { LinkButton, PageTemplate } from '@member/ui';

const SIGN_IN_PATH = '/?state=sign-in';

/** The generic error of a `/sso` return that could not complete, with the way back to sign-in. */
export function SsoReturnErrorPage() {
  const { t } = useTranslation('shell');
  useErrorPageReport('generic');
  return (
    <PageTemplate heading={t('session.sso.error.heading')} width="narrow" focusHeadingOnMount>
      <p>{t('session.sso.error.body')}</p>
      <LinkButton href={SIGN_IN_PATH} variant="primary">
        {t('session.sso.error.backToSignIn')}
      </LinkButton>
    </PageTemplate>
  );
}
