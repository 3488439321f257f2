import { useEffect, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner } from '@member/ui';
import { apiPaths } from '@member/shared-contracts/member-api';
import { isHttpError } from '@member/shared-contracts/http';
import { toIdentityError } from '@member/shared-contracts/mount';
import { type AccountPatchInput, type EmailChangeConfirmPayload } from '@member/shared-contracts/account';
import { ServerErrorBanner, type ServerError } from '../sign-in-flow/server-error-banner';
import { ContactDetailsForm } from './contact-details-form';
import { EmailChangeConfirmation } from './email-change-confirmation';
import { LanguageChoice } from './language-choice';
import styles from './settings-link-list.module.css';

/**
 * "Your email is changed" must outlive the account reload after a confirmation: `refreshAccount` loads the
 * account anew, and the route shows its loading state meanwhile, so this screen mounts again.
 */
const emailChangeNotice = { confirmed: false };

/**
 * /account: contact details (email, phone) saved with PATCH /account/{accountId} through the session
 * (access §7), and the language choice. A failed save keeps what was typed and shows the server message.
 * A new email waits for its code (issue 9 §3): the account answers it as `pendingEmail`, the old email stays
 * shown, and the code is confirmed here (`POST apiPaths.emailChangeConfirm`, resend `emailChangeResend`).
 */
export function AccountScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account, session, analytics, http } = useRemoteProps();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [emailChanged, setEmailChanged] = useState(() => (emailChangeNotice.confirmed ? 1 : 0));
  const accountId = account?.accountId ?? '';
  const pendingEmail = account?.pendingEmail ?? null;
  useEffect(() => {
    if (!pendingEmail) emailChangeNotice.confirmed = false;
  }, [pendingEmail]);

  const confirmEmail = async (code: string): Promise<'invalid-code' | 'done' | 'failed'> => {
    setServerError(null);
    try {
      const body: EmailChangeConfirmPayload = { code };
      await http.post(apiPaths.emailChangeConfirm(accountId), { body });
    } catch (error) {
      analytics.operation('account.emailConfirm', 'failed');
      if (isHttpError(error, 422)) return 'invalid-code';
      setServerError({ message: toIdentityError(error).message, id: Date.now() });
      return 'failed';
    }
    analytics.operation('account.emailConfirm', 'succeeded');
    setSavedCount(0);
    setEmailChanged((count) => count + 1);
    emailChangeNotice.confirmed = true;
    session.refreshAccount();
    return 'done';
  };

  const resendCode = async (): Promise<boolean> => {
    setServerError(null);
    try {
      await http.post(apiPaths.emailChangeResend(accountId));
      return true;
    } catch (error) {
      setServerError({ message: toIdentityError(error).message, id: Date.now() });
      return false;
    }
  };

  const save = async (patch: AccountPatchInput) => {
    setServerError(null);
    if (Object.keys(patch).length > 0) {
      try {
        await session.updateAccount(patch);
        analytics.operation('account.update', 'succeeded', { fields: Object.keys(patch).sort().join(',') });
      } catch (error) {
        analytics.operation('account.update', 'failed');
        setServerError({ message: toIdentityError(error).message, id: Date.now() });
        return;
      }
    }
    setEmailChanged(0);
    setSavedCount((count) => count + 1);
  };

  return (
    <MemberPage heading={t('account.heading')} width="narrow" focusHeadingOnMount>
      <div className={styles.stack}>
        <ServerErrorBanner error={serverError} />
        {savedCount > 0 && <Banner key={savedCount} tone="success" body={t(pendingEmail ? 'account.savedEmailPending' : 'account.saved')} />}
        {emailChanged > 0 && !pendingEmail && <Banner key={`email-${emailChanged}`} tone="success" body={t('account.emailChange.done')} />}
        <section aria-labelledby="account-contact-heading" className={styles.stack}>
          <h2 id="account-contact-heading">{t('account.contactHeading')}</h2>
          {/* Remounted when the account's email or the waiting one changes: the field shows the email in use. */}
          <ContactDetailsForm
            key={`${account?.email ?? ''}|${pendingEmail ?? ''}`}
            email={account?.email ?? null}
            phoneNumber={account?.phoneNumber ?? null}
            onSubmit={save}
          />
        </section>
        {pendingEmail && (
          <EmailChangeConfirmation key={pendingEmail} currentEmail={account?.email ?? null} pendingEmail={pendingEmail} onConfirm={confirmEmail} onResend={resendCode} />
        )}
        <LanguageChoice />
      </div>
    </MemberPage>
  );
}
