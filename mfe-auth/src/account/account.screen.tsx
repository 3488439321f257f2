import { useEffect, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner } from '@member/ui';
import type { AccountPatchBody } from '@member/shared-contracts/account';
import { ServerErrorBanner, type ServerError } from '../common/server-error-banner';
import { useAccountMutations } from './account.resource';
import { ContactDetailsForm } from './contact-details-form';
import { EmailChangeConfirmation } from './email-change-confirmation';
import { LanguageChoice } from './language-choice';
import styles from '../common/settings-link-list.module.css';

/**
 * "Your email is changed" must outlive the account reload after a confirmation: `refreshAccount` loads the
 * account anew, and the route shows its loading state meanwhile, so this screen mounts again.
 */
const emailChangeNotice = { confirmed: false };

/**
 * /account: contact details (email, phone) saved with PATCH /account/{accountId} through the session
 * (access §7), and the language choice. A failed save keeps what was typed and shows the server message.
 * A new email waits for its code (a decision where access §7 is silent): the account answers it as `pendingEmail`, the old email stays
 * shown, and the code is confirmed here (`POST apiPaths.emailChangeConfirm`, resend `emailChangeResend`).
 */
export function AccountScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account, session } = useRemoteProps();
  const { confirmEmailChange, resendEmailChangeCode, saveContactDetails } = useAccountMutations();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [emailChanged, setEmailChanged] = useState(() => (emailChangeNotice.confirmed ? 1 : 0));
  const pendingEmail = account?.pendingEmail ?? null;
  useEffect(() => {
    if (!pendingEmail) emailChangeNotice.confirmed = false;
  }, [pendingEmail]);

  const confirmEmail = async (code: string): Promise<'invalid-code' | 'done' | 'failed'> => {
    setServerError(null);
    const outcome = await confirmEmailChange(code);
    if (outcome.kind === 'invalid-code') return 'invalid-code';
    if (outcome.kind === 'failed') {
      setServerError({ message: outcome.message, id: Date.now() });
      return 'failed';
    }
    setSavedCount(0);
    setEmailChanged((count) => count + 1);
    emailChangeNotice.confirmed = true;
    session.refreshAccount();
    return 'done';
  };

  const resendCode = async (): Promise<boolean> => {
    setServerError(null);
    const outcome = await resendEmailChangeCode();
    if (outcome.kind === 'failed') setServerError({ message: outcome.message, id: Date.now() });
    return outcome.kind === 'sent';
  };

  const save = async (patch: AccountPatchBody) => {
    setServerError(null);
    const outcome = await saveContactDetails(patch);
    if (outcome.kind === 'failed') {
      setServerError({ message: outcome.message, id: Date.now() });
      return;
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
