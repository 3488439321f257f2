import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner } from '@member/ui';
import { toIdentityError } from '@member/shared-contracts/mount';
import { hasIdentityErrorName, NOT_AUTHORIZED } from '../sign-in-flow/identity-error-name';
import { ServerErrorBanner, type ServerError } from '../sign-in-flow/server-error-banner';
import { SetPasswordForm } from './set-password-form';
import { setPasswordWithoutCurrent } from './set-password-without-current';

/**
 * /security/set-password. A member with a password of their own changes it (current + new). A member
 * without one (single sign-on or base account: hasUserSetPassword false) sets one the way base-to-buy-up
 * does (access §4): PUT /account/{accountId}/reset-password gives a generated password, which is then
 * changed to the chosen one, and the account records hasUserSetPassword (PATCH /account/{accountId}).
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account, identity, session, http, analytics } = useRemoteProps();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [saved, setSaved] = useState(false);
  const hasOwnPassword = account?.hasUserSetPassword !== false;

  const save = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    setServerError(null);
    setSaved(false);
    try {
      if (hasOwnPassword) {
        await identity.updatePassword({ oldPassword: currentPassword, newPassword });
      } else {
        await setPasswordWithoutCurrent({ http, identity }, account?.accountId ?? '', newPassword);
        await session.updateAccount({ hasUserSetPassword: true });
      }
    } catch (error) {
      analytics.operation('password.update', 'failed');
      const wrongCurrent = hasOwnPassword && hasIdentityErrorName(error, NOT_AUTHORIZED);
      setServerError({ message: wrongCurrent ? t('security.setPassword.wrongCurrent') : toIdentityError(error).message, id: Date.now() });
      return;
    }
    analytics.operation('password.update', 'succeeded');
    setSaved(true);
  };

  return (
    <MemberPage heading={hasOwnPassword ? t('security.setPassword.changeHeading') : t('security.setPassword.setHeading')} width="narrow" focusHeadingOnMount>
      <ServerErrorBanner error={serverError} />
      {saved && <Banner tone="success" body={t('security.setPassword.saved')} />}
      <SetPasswordForm needsCurrentPassword={hasOwnPassword} onSubmit={save} />
    </MemberPage>
  );
}
