import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';
import { ServerErrorBanner, type ServerError } from '../common/server-error-banner';
import { useSignInFlow } from './sign-in.resource';
import { NewPasswordForm } from './new-password-form';

/**
 * The temporary-password step (access §4: "A first sign-in with a temporary password answers a
 * new-password challenge and then refreshes the session").
 */
export function NewPasswordScreen() {
  const { t } = useTranslation('mfe_auth');
  const flow = useSignInFlow();
  const [serverError, setServerError] = useState<ServerError | null>(null);

  const submit = async (newPassword: string) => {
    setServerError(null);
    const outcome = await flow.submitNewPassword(newPassword);
    if (outcome.kind === 'error') setServerError({ message: outcome.message, id: Date.now() });
  };

  return (
    <PageTemplate
      heading={t('newPassword.heading')}
      width="narrow"
      focusHeadingOnMount
      backButton={{ label: t('newPassword.back'), onPress: flow.backToSignIn }}
    >
      <ServerErrorBanner error={serverError} />
      <p>{t('newPassword.intro')}</p>
      <NewPasswordForm onSubmit={submit} />
    </PageTemplate>
  );
}
