import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner } from '@member/ui';
import { toIdentityError, type AccountPatchInput } from '@member/shared-contracts';
import { ServerErrorBanner, type ServerError } from '../sign-in-flow/server-error-banner';
import { ContactDetailsForm } from './contact-details-form';
import { LanguageChoice } from './language-choice';
import styles from './settings-link-list.module.css';

/**
 * /account: contact details (email, phone) saved with PATCH /account/{accountId} through the session
 * (access §7), and the language choice. A failed save keeps what was typed and shows the server message.
 */
export function AccountScreen() {
  const { t } = useTranslation('mfe_auth');
  const { account, session, analytics } = useRemoteProps();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [savedCount, setSavedCount] = useState(0);

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
    setSavedCount((count) => count + 1);
  };

  return (
    <MemberPage heading={t('account.heading')} width="narrow" focusHeadingOnMount>
      <div className={styles.stack}>
        <ServerErrorBanner error={serverError} />
        {savedCount > 0 && <Banner key={savedCount} tone="success" body={t('account.saved')} />}
        <section aria-labelledby="account-contact-heading" className={styles.stack}>
          <h2 id="account-contact-heading">{t('account.contactHeading')}</h2>
          <ContactDetailsForm email={account?.email ?? null} phoneNumber={account?.phoneNumber ?? null} onSubmit={save} />
        </section>
        <LanguageChoice />
      </div>
    </MemberPage>
  );
}
