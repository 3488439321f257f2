import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner } from '@member/ui';
import { ServerErrorBanner, type ServerError } from '../common/server-error-banner';
import { SetPasswordForm } from './set-password-form';
import { useSecurityMutations } from './security.resource';

/**
 * /security/set-password. A member with a password of their own changes it (current + new). A member
 * without one (single sign-on or base account: hasUserSetPassword false) sets one the way base-to-buy-up
 * does (access §4): PUT /account/{accountId}/reset-password gives a generated password, which is then
 * changed to the chosen one, and the account records hasUserSetPassword (PATCH /account/{accountId}).
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account } = useRemoteProps();
  const { savePassword } = useSecurityMutations();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [saved, setSaved] = useState(false);
  const hasOwnPassword = account?.hasUserSetPassword !== false;

  const save = async (passwords: { currentPassword: string; newPassword: string }) => {
    setServerError(null);
    setSaved(false);
    const outcome = await savePassword(hasOwnPassword, passwords);
    if (outcome.kind === 'wrong-current') setServerError({ message: t('security.setPassword.wrongCurrent'), id: Date.now() });
    else if (outcome.kind === 'failed') setServerError({ message: outcome.message, id: Date.now() });
    else setSaved(true);
  };

  return (
    <MemberPage heading={hasOwnPassword ? t('security.setPassword.changeHeading') : t('security.setPassword.setHeading')} width="narrow" focusHeadingOnMount>
      <ServerErrorBanner error={serverError} />
      {saved && <Banner tone="success" body={t('security.setPassword.saved')} />}
      <SetPasswordForm needsCurrentPassword={hasOwnPassword} onSubmit={save} />
    </MemberPage>
  );
}
