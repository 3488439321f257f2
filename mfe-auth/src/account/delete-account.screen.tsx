import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Button, Checkbox } from '@member/ui';
import { SIGNED_OUT_PATH } from '@member/shared-contracts/routes';
import { toIdentityError } from '@member/shared-contracts/mount';
import { useNavigate } from '@member/router';
import { ServerErrorBanner, type ServerError } from '../common/server-error-banner';
import styles from '../common/settings-link-list.module.css';
import { useAccountMutations } from './account.resource';

/**
 * /delete-account: what deleting means, an explicit "I understand" checkbox that enables the
 * destructive button, then the identity service deletes the user and the session signs out (landing on
 * the signed-out page even if that sign-out fails). A failure to delete shows the message and keeps the
 * page as it was.
 */
export function DeleteAccountScreen() {
  const { t } = useTranslation('mfe_auth');
  const { session, logger } = useRemoteProps();
  const { deleteMemberAccount } = useAccountMutations();
  const navigate = useNavigate();
  const [understood, setUnderstood] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);

  const deleteAccount = async () => {
    setServerError(null);
    setDeleting(true);
    const outcome = await deleteMemberAccount();
    if (outcome.kind === 'failed') {
      setServerError({ message: outcome.message, id: Date.now() });
      setDeleting(false);
      return;
    }
    // The deleted user's session may already be ending (the identity library signs out after deleting,
    // and the route gate then sends this private page to sign-in): sign out without the host's redirect
    // and land on the signed-out page from here, whatever happened first.
    try {
      await session.signOut({ redirect: false });
    } catch (error) {
      logger.warn('Sign-out after deleting the account failed', { error: toIdentityError(error).name });
    }
    navigate(SIGNED_OUT_PATH, { replace: true });
  };

  return (
    <MemberPage heading={t('account.delete.heading')} width="narrow" focusHeadingOnMount>
      <div className={styles.stack}>
        <ServerErrorBanner error={serverError} />
        <p>{t('account.delete.intro')}</p>
        <ul>
          <li>{t('account.delete.consequenceSignIn')}</li>
          <li>{t('account.delete.consequenceBiometrics')}</li>
          <li>{t('account.delete.consequenceCoverage')}</li>
        </ul>
        <Checkbox label={t('account.delete.understand')} isSelected={understood} onChange={setUnderstood} isDisabled={isDeleting} />
        <Button isDisabled={!understood} isPending={isDeleting} pendingLabel={t('account.delete.deleting')} onPress={deleteAccount}>
          {t('account.delete.submit')}
        </Button>
      </div>
    </MemberPage>
  );
}
