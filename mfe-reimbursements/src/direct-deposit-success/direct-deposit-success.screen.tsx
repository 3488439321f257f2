import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { useRemoteProps } from '@member/remote-runtime';
import { LinkButton, LoadingState, PageTemplate } from '@member/ui';
import { REIMBURSEMENT_PAGE_NAMES, currentBankAccount } from '@member/shared-contracts';
import { useBankAccountLinks } from '../common/reimbursements.resource';
import styles from '../common/reimbursements.module.css';

/** `/reimbursements/direct-deposit-success`: where a finished bank link lands (item 2). */
export function DirectDepositSuccessScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  const { analytics } = useRemoteProps();
  const links = useBankAccountLinks();
  const link = currentBankAccount(links.data);
  const isPending = link?.status === 'PENDING_VERIFICATION';

  useEffect(() => {
    analytics.page(REIMBURSEMENT_PAGE_NAMES.directDepositSuccess, { flow: 'reimbursements' });
  }, [analytics]);

  return (
    <PageTemplate heading={t(isPending ? 'success.pendingHeading' : 'success.heading')} width="narrow">
      {links.isPending ? (
        <LoadingState label={t('setup.loading')} />
      ) : (
        <div className={styles.stack}>
          {link && <p>{t(isPending ? 'success.pendingBody' : 'success.body', { bank: link.institutionName, mask: link.mask })}</p>}
          <div className={styles.actions}>
            <LinkButton href="/reimbursements">{t('success.backToReimbursements')}</LinkButton>
            <LinkButton variant="secondary" href="/claims">{t('success.toClaims')}</LinkButton>
          </div>
        </div>
      )}
    </PageTemplate>
  );
}
