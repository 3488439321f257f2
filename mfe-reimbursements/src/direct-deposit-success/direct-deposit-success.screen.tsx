import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { useLocation } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { LinkButton, LoadingState, PageTemplate } from '@member/ui';
import { QUERY_STATE_PARAMS } from '@member/shared-contracts/modals';
import { REIMBURSEMENT_PAGE_NAMES, acceptedRedirectPath, currentBankAccount } from '@member/shared-contracts/reimbursements';
import { useBankAccountLinks } from '../common/reimbursements.resource';
import styles from '../common/reimbursements.module.css';

/**
 * `/reimbursements/direct-deposit-success`: where a finished bank link lands (features §2). Reached from the
 * direct-deposit prompt, it carries the prompt's `redirectUrl`, and "Continue" goes there (same-origin only).
 */
export function DirectDepositSuccessScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  const { analytics } = useRemoteProps();
  const links = useBankAccountLinks();
  const link = currentBankAccount(links.data);
  const isPending = link?.status === 'PENDING_VERIFICATION';
  const continueTo = acceptedRedirectPath(new URLSearchParams(useLocation().search).get(QUERY_STATE_PARAMS.redirectUrl));

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
          {continueTo ? (
            <div className={styles.actions}>
              <LinkButton href={continueTo}>{t('success.continue')}</LinkButton>
              <LinkButton variant="secondary" href="/reimbursements">{t('success.backToReimbursements')}</LinkButton>
            </div>
          ) : (
            <div className={styles.actions}>
              <LinkButton href="/reimbursements">{t('success.backToReimbursements')}</LinkButton>
              <LinkButton variant="secondary" href="/claims">{t('success.toClaims')}</LinkButton>
            </div>
          )}
        </div>
      )}
    </PageTemplate>
  );
}
